// „Änderungspakete“: every package (the unfinished first) with its state, parts and moment, and a form for a new
// one, which opens it. Parts are added from the editors of pages, menus and entries.
import { useId, useState, type FormEvent } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { formatDatumUhrzeit } from '@/lib/format/datum';
import { PAKET_TEXTE, PAKET_ZUSTAND_NAMEN, type PaketKurz } from '@/lib/redaktion/shared/release-types';
import { scheduleTime } from '@/lib/redaktion/shared/schedule-texts';
import { redaktionApi } from '@/renderer/redaktion/api-client';
import editorStyles from '../Redaktion.module.css';
import { ActionNotice, type ActionResult } from '../ActionNotice';
import styles from './Releases.module.css';
import { TitleFields } from './Field';

export interface ReleaseListProps {
  pakete: PaketKurz[];
}

const teile = (n: number) => (n === 1 ? '1 Teil' : `${n} Teile`);

function when(paket: PaketKurz): string {
  if (paket.zustand === 'geplant' && paket.zeitpunkt) return `geht am ${scheduleTime(paket.zeitpunkt)} online`;
  if (paket.veroeffentlichtAm) return `veröffentlicht am ${formatDatumUhrzeit(paket.veroeffentlichtAm)} Uhr`;
  return `zuletzt geändert am ${formatDatumUhrzeit(paket.geaendertAm)} Uhr`;
}

export function ReleaseList({ pakete }: ReleaseListProps) {
  const router = useRouter();
  const [titel, setTitel] = useState('');
  const [beschreibung, setBeschreibung] = useState('');
  const [fehler, setFehler] = useState<string | null>(null);
  const [notice, setNotice] = useState<ActionResult>(null);
  const id = useId();

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    if (!titel.trim()) return setFehler(PAKET_TEXTE.titleMissing);
    setFehler(null);
    const answer = await redaktionApi.paketAnlegen({ titel, beschreibung });
    if (!answer.ok) {
      if (answer.body.fields?.titel) return setFehler(answer.body.fields.titel);
      return setNotice({ kind: 'fehler', text: answer.body.message ?? 'Anlegen fehlgeschlagen.' });
    }
    await router.push(`/redaktion/pakete/${encodeURIComponent(answer.body.id)}`);
  };

  return (
    <div>
      <h1>Änderungspakete</h1>
      <p className={styles.intro}>
        Ein Änderungspaket bringt mehrere Seiten, Menüs und Einträge gemeinsam online: Sie stellen die Teile zusammen,
        sehen die Website in der Vorschau so, wie sie danach aussieht, und reichen das Paket als Ganzes zur Freigabe
        ein. Es wird sofort oder zu einem geplanten Zeitpunkt veröffentlicht, alle Teile zugleich, und lässt sich als
        Ganzes zurückziehen.
      </p>
      <form className={styles.form} onSubmit={(event) => void create(event)} noValidate>
        <h2>Neues Änderungspaket</h2>
        <TitleFields
          id={id}
          titel={titel}
          beschreibung={beschreibung}
          fehler={fehler}
          onTitel={setTitel}
          onBeschreibung={setBeschreibung}
        />
        <button type="submit" className={editorStyles.primaryButton}>
          Paket anlegen
        </button>
        <ActionNotice result={notice} />
      </form>
      {pakete.length === 0 ? (
        <p>Es gibt noch kein Änderungspaket.</p>
      ) : (
        <ul className={styles.list} aria-label="Änderungspakete">
          {pakete.map((paket) => (
            <li key={paket.id} className={`${styles.item} ${styles[`item_${paket.zustand}`] ?? ''}`}>
              <h2>
                <Link href={`/redaktion/pakete/${encodeURIComponent(paket.id)}`}>{paket.titel}</Link>
              </h2>
              <p className={styles.meta}>
                <span className={`${styles.state} ${styles[`state_${paket.zustand}`] ?? ''}`}>
                  {PAKET_ZUSTAND_NAMEN[paket.zustand]}
                </span>{' '}
                {teile(paket.anzahlTeile)} · angelegt von {paket.angelegtVon} · {when(paket)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
