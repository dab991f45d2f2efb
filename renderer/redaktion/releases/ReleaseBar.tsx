// „Änderungspaket“ in the editors of a page, a menu and an entry: the package the document belongs to (with the
// version it holds, a link to it, the current version put in its place, taken out of it), or an open package to add
// the current version to. Pending changes are saved first. The server checks everything again
// (lib/redaktion/store/releases.ts): department limits, one open package per document, the package's state.
import { memo, useId, useState } from 'react';
import Link from 'next/link';
import { PAKET_ZUSTAND_NAMEN, type PaketStand } from '@/lib/redaktion/shared/release-types';
import { redaktionApi } from '@/renderer/redaktion/api-client';
import formStyles from '@/renderer/forms/Form.module.css';
import styles from '../Redaktion.module.css';
import { ActionNotice, type ActionResult } from '../ActionNotice';

export interface ReleaseBarProps {
  dokumentId: string;
  stand: PaketStand;
  /** Saves pending changes first; the version to add, or null when saving failed. */
  saveFirst(): Promise<{ id: number; nummer: number } | null>;
}

const paketAddress = (id: string) => `/redaktion/pakete/${encodeURIComponent(id)}`;

export const ReleaseBar = memo(function ReleaseBar({ dokumentId, stand, saveFirst }: ReleaseBarProps) {
  const [paket, setPaket] = useState(stand.paket);
  const [gewaehlt, setGewaehlt] = useState(stand.offene[0]?.id ?? '');
  const [notice, setNotice] = useState<ActionResult>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const add = async (paketId: string) => {
    setNotice(null);
    setBusy(true);
    try {
      const target = await saveFirst();
      if (!target) return;
      const answer = await redaktionApi.paket(paketId)('teil-hinzufuegen', { dokumentId, versionId: target.id });
      if (!answer.ok) return setNotice({ kind: 'fehler', text: answer.body.message ?? 'Hinzufügen fehlgeschlagen.' });
      const { titel, zustand } = answer.body.paket;
      setPaket({ id: paketId, titel, zustand, versionId: target.id, nummer: target.nummer });
      setNotice({ kind: 'ok', text: `Version ${target.nummer} gehört jetzt zum Paket „${titel}“.` });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!paket) return;
    setNotice(null);
    setBusy(true);
    const answer = await redaktionApi.paket(paket.id)('teil-entfernen', { dokumentId });
    setBusy(false);
    if (!answer.ok) return setNotice({ kind: 'fehler', text: answer.body.message ?? 'Entfernen fehlgeschlagen.' });
    setNotice({ kind: 'ok', text: `Aus dem Paket „${paket.titel}“ genommen.` });
    setPaket(null);
  };

  return (
    <section className={styles.approval} aria-labelledby={`${id}-titel`}>
      <h2 id={`${id}-titel`} className={styles.approvalTitle}>
        Änderungspaket
      </h2>
      {paket ? (
        <>
          <p className={styles.presence}>
            Gehört mit Version {paket.nummer} zum Paket <Link href={paketAddress(paket.id)}>„{paket.titel}“</Link> (
            {PAKET_ZUSTAND_NAMEN[paket.zustand]}) und wird mit ihm veröffentlicht.
          </p>
          {paket.zustand === 'entwurf' && (
            <div className={styles.toolbarGroup}>
              <button
                type="button"
                className={styles.secondaryButton}
                disabled={busy}
                onClick={() => void add(paket.id)}
              >
                Aktuelle Fassung ins Paket übernehmen
              </button>
              <button type="button" className={styles.smallButton} disabled={busy} onClick={() => void remove()}>
                Aus dem Paket nehmen
              </button>
            </div>
          )}
        </>
      ) : stand.offene.length ? (
        <div className={styles.scheduleForm}>
          <div className={styles.approvalForm}>
            <label htmlFor={`${id}-paket`}>Paket</label>
            <select
              id={`${id}-paket`}
              className={formStyles.input}
              value={gewaehlt}
              onChange={(event) => setGewaehlt(event.target.value)}
            >
              {stand.offene.map((offen) => (
                <option key={offen.id} value={offen.id}>
                  {offen.titel}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className={styles.secondaryButton}
            disabled={busy || !gewaehlt}
            onClick={() => void add(gewaehlt)}
          >
            Zum Paket hinzufügen
          </button>
          <Link href="/redaktion/pakete">Neues Paket anlegen</Link>
        </div>
      ) : (
        <p className={styles.hint}>
          Mehrere Seiten, Menüs und Einträge gehen gemeinsam online, wenn sie in einem Paket sind. Es gibt gerade kein
          offenes Paket: <Link href="/redaktion/pakete">Änderungspaket anlegen</Link>
        </p>
      )}
      <ActionNotice result={notice} />
    </section>
  );
});
