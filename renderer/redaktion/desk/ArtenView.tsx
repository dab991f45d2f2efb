// „Zuständigkeit und Aufbewahrung“: which office handles each form and booking kind, and how many days after it is
// done a record is kept before the scheduler deletes it. Everyone reads it; admins change it (audit-logged).
import { useState } from 'react';
import Link from 'next/link';
import type { EingangsArt } from '@/lib/redaktion/shared/eingaenge';
import type { Abteilung } from '@/lib/redaktion/shared/types';
import { redaktionApi } from '@/renderer/redaktion/api-client';
import editorStyles from '../Redaktion.module.css';
import { ActionNotice, type ActionResult } from '../ActionNotice';
import type { RedaktionKonto } from '../frame/redaktion-page-props';
import styles from './Desk.module.css';

export interface ArtenViewProps {
  arten: EingangsArt[];
  aemter: Abteilung[];
  mayChange: boolean;
}

function ArtRow({
  art: initial,
  aemter,
  mayChange,
  onNotice,
}: {
  art: EingangsArt;
  aemter: Abteilung[];
  mayChange: boolean;
  onNotice: (r: ActionResult) => void;
}) {
  const [art, setArt] = useState(initial);
  const [amt, setAmt] = useState(String(initial.abteilung?.id ?? ''));
  const [tage, setTage] = useState(String(initial.aufbewahrungTage));
  async function save() {
    const answer = await redaktionApi.eingangsart(art.art)('speichern', {
      abteilung: Number(amt),
      aufbewahrungTage: Number(tage),
    });
    if (!answer.ok) return onNotice({ kind: 'fehler', text: answer.body.message ?? 'Nicht gespeichert.' });
    setArt(answer.body.art);
    onNotice({ kind: 'ok', text: `Gespeichert: ${art.titel}.` });
  }
  return (
    <tr>
      <th scope="row">{art.titel}</th>
      <td data-label="Amt">
        {mayChange ? (
          <select aria-label={`Amt: ${art.titel}`} value={amt} onChange={(e) => setAmt(e.target.value)}>
            {aemter.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        ) : (
          (art.abteilung?.name ?? '–')
        )}
      </td>
      <td data-label="Aufbewahrung">
        {mayChange ? (
          <input
            aria-label={`Aufbewahrung in Tagen: ${art.titel}`}
            type="number"
            min={0}
            max={3650}
            value={tage}
            onChange={(e) => setTage(e.target.value)}
          />
        ) : (
          `${art.aufbewahrungTage} Tage`
        )}
      </td>
      {mayChange && (
        <td>
          <button type="button" className={editorStyles.secondaryButton} onClick={() => void save()}>
            Speichern<span className="visually-hidden">: {art.titel}</span>
          </button>
        </td>
      )}
    </tr>
  );
}

export function ArtenView({ arten, aemter, mayChange }: ArtenViewProps & { konto: RedaktionKonto }) {
  const [notice, setNotice] = useState<ActionResult>(null);
  return (
    <div>
      <p>
        <Link href="/redaktion/eingaenge">Alle Eingänge</Link>
      </p>
      <h1>Zuständigkeit und Aufbewahrung</h1>
      <p>
        Jedes Formular und jede Buchungsart gehört einem Amt: Nur Konten dieses Amts (und Konten ohne Beschränkung)
        sehen ihre Eingänge. Erledigte Eingänge, abgelehnte, stornierte und vergangene Anfragen werden nach der
        Aufbewahrungsfrist automatisch gelöscht.
      </p>
      <ActionNotice result={notice} />
      <table className={styles.table}>
        <caption className="visually-hidden">Formulare und Buchungsarten mit Amt und Aufbewahrung</caption>
        <thead>
          <tr>
            <th scope="col">Formular</th>
            <th scope="col">Amt</th>
            <th scope="col">Aufbewahrung (Tage nach Erledigung)</th>
            {mayChange && (
              <th scope="col">
                <span className="visually-hidden">Aktion</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {arten.map((art) => (
            <ArtRow key={art.art} art={art} aemter={aemter} mayChange={mayChange} onNotice={setNotice} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
