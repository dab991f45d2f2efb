// The four-eyes workflow in the editor: where the newest version stands (sent back with a reason, waiting for
// approval), "Zur Freigabe einreichen" with an optional comment and an optional public change note, and for approvers "Zurückweisen" with a reason
// that must be given. The server checks every step again (lib/redaktion/store/workflow.ts).
import { memo, useId, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import type { VersionZustand } from '@/lib/redaktion/shared/types';
import type { Freigabestand } from '@/lib/redaktion/shared/workflow-types';
import { draftErrorText } from '@/lib/blocks/validate-page';
import { WORKFLOW_TEXTS } from '@/lib/redaktion/shared/workflow-texts';
import { redaktionApi } from '@/renderer/redaktion/api-client';
import formStyles from '@/renderer/forms/Form.module.css';
import { AENDERUNGSHINWEIS_MAX } from '@/lib/redaktion/shared/change-note';
import styles from '../Redaktion.module.css';
import { ActionNotice, type ActionResult } from '../ActionNotice';
import { attemptAtom, checkAtom } from './editor-state';
import { formatDatumUhrzeit } from '@/lib/format/datum';

export interface ApprovalBarProps {
  seiteId: string;
  /** The newest saved version; a new one starts as a draft. */
  version: { id: number; nummer: number } | null;
  stand: Freigabestand | null;
  mayPublish: boolean;
  /** Saves pending changes first; the version to submit, or null when saving failed. */
  saveFirst(): Promise<{ id: number; nummer: number } | null>;
  /** Tells the editor the version's new state (which buttons the permission table then allows). */
  onStand?(versionId: number, zustand: VersionZustand): void;
}

export const ApprovalBar = memo(function ApprovalBar({
  seiteId,
  version,
  stand: initial,
  mayPublish,
  saveFirst,
  onStand,
}: ApprovalBarProps) {
  const check = useAtomValue(checkAtom);
  const setAttempt = useSetAtom(attemptAtom);
  const [stand, setStand] = useState(initial);
  const [standOf, setStandOf] = useState(version?.id);
  const [kommentar, setKommentar] = useState('');
  const [aenderungshinweis, setAenderungshinweis] = useState('');
  const [grund, setGrund] = useState('');
  const [grundFehler, setGrundFehler] = useState<string | null>(null);
  const [meldung, setMeldung] = useState<ActionResult>(null);
  const id = useId();

  // A newly saved version is a draft of its own: nothing submitted, nothing sent back (state adjusted while
  // rendering, as React's docs advise for state that follows a prop).
  if (version?.id !== standOf) {
    setStandOf(version?.id);
    setStand(null);
  }

  const waiting = stand?.zustand === 'zur_freigabe';

  const submit = async () => {
    setMeldung(null);
    // As the server will: a draft with errors is not submitted (the form shows its error summary).
    setAttempt((n) => n + 1);
    if (check.count > 0)
      return setMeldung({ kind: 'fehler', text: `Einreichen nicht möglich: ${draftErrorText(check.count)}.` });
    const target = await saveFirst();
    if (!target) return;
    const answer = await redaktionApi.seite(seiteId)('einreichen', {
      versionId: target.id,
      kommentar,
      aenderungshinweis,
    });
    if (!answer.ok) return setMeldung({ kind: 'fehler', text: answer.body.message ?? 'Einreichen fehlgeschlagen.' });
    setStandOf(target.id);
    onStand?.(target.id, 'zur_freigabe');
    setStand({
      zustand: 'zur_freigabe',
      einreichung: kommentar,
      eingereichtAm: new Date().toISOString(),
      rueckweisung: null,
      aenderungshinweis: aenderungshinweis.trim() || null,
    });
    setKommentar('');
    setAenderungshinweis('');
    setMeldung({ kind: 'ok', text: `Version ${target.nummer} ist zur Freigabe eingereicht.` });
  };

  const sendBack = async () => {
    setMeldung(null);
    if (!grund.trim()) return setGrundFehler(WORKFLOW_TEXTS.reasonMissing);
    setGrundFehler(null);
    if (!version) return;
    const answer = await redaktionApi.seite(seiteId)('zurueckweisen', { versionId: version.id, grund });
    if (!answer.ok) {
      if (answer.body.fields?.grund) return setGrundFehler(answer.body.fields.grund);
      return setMeldung({ kind: 'fehler', text: answer.body.message ?? 'Zurückweisen fehlgeschlagen.' });
    }
    setStand({ zustand: 'entwurf', einreichung: '', eingereichtAm: null, rueckweisung: { grund, von: '', am: '' } });
    onStand?.(version.id, 'entwurf');
    setGrund('');
    setMeldung({ kind: 'ok', text: `Version ${version.nummer} ist an die Redaktion zurückgegeben.` });
  };

  return (
    <section className={styles.approval} aria-labelledby={`${id}-titel`}>
      <h2 id={`${id}-titel`} className={styles.approvalTitle}>
        Freigabe
      </h2>
      {stand?.rueckweisung && (
        <p className={styles.failure}>
          Zurückgewiesen{stand.rueckweisung.von ? ` von ${stand.rueckweisung.von}` : ''}
          {stand.rueckweisung.am ? ` am ${formatDatumUhrzeit(stand.rueckweisung.am)}` : ''}: {stand.rueckweisung.grund}
        </p>
      )}
      {waiting && (
        <p className={styles.presence}>
          Version {version?.nummer} wartet auf Freigabe
          {stand?.einreichung ? ` – Kommentar: ${stand.einreichung}` : '.'}
          {stand?.aenderungshinweis && <> Öffentlicher Änderungshinweis: „{stand.aenderungshinweis}“</>}
        </p>
      )}
      {!waiting && (
        <div className={styles.approvalForm}>
          <label htmlFor={`${id}-kommentar`}>Kommentar für die Freigabe (freiwillig)</label>
          <textarea
            id={`${id}-kommentar`}
            rows={2}
            maxLength={2000}
            value={kommentar}
            onChange={(event) => setKommentar(event.target.value)}
          />
          <label htmlFor={`${id}-aenderungshinweis`}>
            Öffentlicher Änderungshinweis (freiwillig, bei größeren Änderungen)
          </label>
          <p id={`${id}-aenderungshinweis-hilfe`} className={styles.hint}>
            Steht nach der Veröffentlichung unter der Seite neben „Zuletzt geändert“.
          </p>
          <input
            id={`${id}-aenderungshinweis`}
            type="text"
            className={formStyles.input}
            maxLength={AENDERUNGSHINWEIS_MAX}
            value={aenderungshinweis}
            aria-describedby={`${id}-aenderungshinweis-hilfe`}
            onChange={(event) => setAenderungshinweis(event.target.value)}
          />
          <button type="button" className={styles.secondaryButton} onClick={() => void submit()}>
            Zur Freigabe einreichen
          </button>
        </div>
      )}
      {waiting && mayPublish && (
        <div className={styles.approvalForm}>
          <label htmlFor={`${id}-grund`}>Grund für die Rückgabe</label>
          {grundFehler && (
            <p id={`${id}-grund-fehler`} className={styles.fieldError}>
              <span className="visually-hidden">Fehler: </span>
              {grundFehler}
            </p>
          )}
          <textarea
            id={`${id}-grund`}
            rows={2}
            maxLength={2000}
            value={grund}
            aria-invalid={grundFehler ? true : undefined}
            aria-describedby={grundFehler ? `${id}-grund-fehler` : undefined}
            onChange={(event) => setGrund(event.target.value)}
          />
          <button type="button" className={styles.secondaryButton} onClick={() => void sendBack()}>
            Zurückweisen
          </button>
        </div>
      )}
      <ActionNotice result={meldung} />
    </section>
  );
});
