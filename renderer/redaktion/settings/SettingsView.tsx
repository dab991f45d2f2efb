// The Redaktion's settings for admins: today the four-eyes principle (lib/redaktion/store/settings.ts). The server refuses
// every other role, and checks the rule again on every publication.
import { useState } from 'react';
import type { RedaktionEinstellungen } from '@/lib/redaktion/shared/types';
import { redaktionApi } from '@/renderer/redaktion/api-client';
import formStyles from '@/renderer/forms/Form.module.css';
import styles from '../Redaktion.module.css';
import { ActionNotice, type ActionResult } from '../ActionNotice';

export function SettingsView({ einstellungen }: { einstellungen: RedaktionEinstellungen }) {
  const [vierAugen, setVierAugen] = useState(einstellungen.vierAugen);
  const [notice, setNotice] = useState<ActionResult>(null);

  const save = async () => {
    setNotice(null);
    const answer = await redaktionApi.einstellungen({ vierAugen });
    setNotice(
      answer.ok
        ? {
            kind: 'ok',
            text: answer.body.vierAugen
              ? 'Gespeichert: Das Vier-Augen-Prinzip gilt.'
              : 'Gespeichert: Das Vier-Augen-Prinzip ist ausgeschaltet.',
          }
        : { kind: 'fehler', text: answer.body.message ?? 'Speichern fehlgeschlagen.' },
    );
  };

  return (
    <>
      <h1>Einstellungen</h1>
      <form
        className={styles.approvalForm}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className={formStyles.checkbox}>
          <input
            id="vier-augen"
            type="checkbox"
            checked={vierAugen}
            aria-describedby="vier-augen-hinweis"
            onChange={(event) => setVierAugen(event.target.checked)}
          />
          <label htmlFor="vier-augen">Vier-Augen-Prinzip</label>
        </div>
        <p id="vier-augen-hinweis" className={formStyles.hint}>
          Niemand kann eine Änderung veröffentlichen oder zur Veröffentlichung planen, die er oder sie selbst
          geschrieben hat. Eine andere Person mit Freigaberecht muss sie prüfen.
        </p>
        <button type="submit" className={styles.primaryButton}>
          Speichern
        </button>
      </form>
      <ActionNotice result={notice} />
    </>
  );
}
