// The admins' view of the Redaktion's accounts (/redaktion/konten): each account with its role and editing rights per
// department, and a form to change them: the offices whose pages it may edit and the subtrees (path prefixes) an
// admin adds. Nothing ticked and no subtree = every page, as before. The server checks and audit-logs each change.
import { useState, type FormEvent } from 'react';
import { beschreibeBereich } from '@/lib/redaktion/shared/page-scope';
import { ROLLEN_NAMEN } from '@/lib/redaktion/shared/permissions';
import type { Abteilung, KontoUebersicht } from '@/lib/redaktion/shared/types';
import { redaktionApi } from '@/renderer/redaktion/api-client';
import formStyles from '@/renderer/forms/Form.module.css';
import { ActionNotice, type ActionResult } from '../ActionNotice';
import editorStyles from '../Redaktion.module.css';
import styles from './AccountsView.module.css';

export interface AccountsViewProps {
  konten: KontoUebersicht[];
  abteilungen: Abteilung[];
}

function AccountForm({ konto: initial, abteilungen }: { konto: KontoUebersicht; abteilungen: Abteilung[] }) {
  const [konto, setKonto] = useState(initial);
  const [notice, setNotice] = useState<ActionResult>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const amtName = (id: number) => abteilungen.find((amt) => amt.id === id)?.name ?? `Amt ${id}`;
  const id = (field: string) => `konto-${konto.id}-${field}`;

  const bereichText = (k: KontoUebersicht) =>
    k.bereich.abteilungen.length || k.bereich.pfade.length
      ? `nur ${beschreibeBereich(k.bereich, amtName)}`
      : 'alle Seiten';

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    const form = new FormData(event.currentTarget);
    const answer = await redaktionApi.konto(konto.id)('bereich', {
      abteilungen: form.getAll('abteilungen').map(Number),
      pfade: String(form.get('pfade') ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    });
    setErrors(answer.ok ? {} : (answer.body.fields ?? {}));
    if (!answer.ok) return setNotice({ kind: 'fehler', text: answer.body.message ?? 'Speichern fehlgeschlagen.' });
    setKonto(answer.body.konto);
    setNotice({ kind: 'ok', text: `Gespeichert: ${konto.name} darf ${bereichText(answer.body.konto)} bearbeiten.` });
  };

  return (
    <section className={styles.account} aria-labelledby={id('name')}>
      <h2 id={id('name')} className={styles.name}>
        {konto.name}
      </h2>
      <dl className={styles.facts}>
        <dt>E-Mail</dt>
        <dd>{konto.email}</dd>
        <dt>Rolle</dt>
        <dd>{ROLLEN_NAMEN[konto.rolle]}</dd>
        <dt>Darf bearbeiten</dt>
        <dd>{bereichText(konto)}</dd>
      </dl>
      <form onSubmit={(event) => void save(event)} noValidate>
        <fieldset
          className={`${formStyles.group} ${errors.abteilungen ? formStyles.fieldInvalid : ''}`}
          aria-describedby={id('aemter-hinweis')}
        >
          <legend className={styles.legend}>Ämter</legend>
          <p id={id('aemter-hinweis')} className={formStyles.hint}>
            Die Seiten dieser Ämter darf das Konto bearbeiten. Nichts angekreuzt und kein Teilbaum: alle Seiten.
          </p>
          {errors.abteilungen && <p className={formStyles.error}>{errors.abteilungen}</p>}
          <div className={styles.offices}>
            {abteilungen.map((amt) => (
              <div key={amt.id} className={formStyles.checkbox}>
                <input
                  id={id(`amt-${amt.id}`)}
                  type="checkbox"
                  name="abteilungen"
                  value={amt.id}
                  defaultChecked={konto.bereich.abteilungen.includes(amt.id)}
                />
                <label htmlFor={id(`amt-${amt.id}`)}>{amt.name}</label>
              </div>
            ))}
          </div>
        </fieldset>
        <div className={`${formStyles.field} ${errors.pfade ? formStyles.fieldInvalid : ''}`}>
          <label htmlFor={id('pfade')} className={formStyles.label}>
            Zusätzliche Teilbäume <span className={formStyles.optional}>(optional)</span>
          </label>
          <p id={id('pfade-hinweis')} className={formStyles.hint}>
            Ein Pfad je Zeile, z. B. /de/tourismus: das Konto darf diese Seite und alle darunter bearbeiten.
          </p>
          {errors.pfade && (
            <p id={id('pfade-fehler')} className={formStyles.error}>
              {errors.pfade}
            </p>
          )}
          <textarea
            id={id('pfade')}
            name="pfade"
            rows={2}
            className={formStyles.input}
            defaultValue={konto.bereich.pfade.join('\n')}
            aria-describedby={`${id('pfade-hinweis')}${errors.pfade ? ` ${id('pfade-fehler')}` : ''}`}
            aria-invalid={errors.pfade ? true : undefined}
          />
        </div>
        <button type="submit" className={editorStyles.primaryButton}>
          Rechte speichern<span className="visually-hidden">: {konto.name}</span>
        </button>
      </form>
      <ActionNotice result={notice} />
    </section>
  );
}

export function AccountsView({ konten, abteilungen }: AccountsViewProps) {
  return (
    <>
      <h1>Konten</h1>
      <p>
        Ein Konto kann auf die Seiten einzelner Ämter und auf zusätzliche Teilbäume der Website beschränkt werden; es
        sieht die übrigen Seiten dann nur noch zum Lesen. Die Rolle bestimmt weiterhin, was es mit seinen Seiten tun
        darf.
      </p>
      <div className={styles.list}>
        {konten.map((konto) => (
          <AccountForm key={konto.id} konto={konto} abteilungen={abteilungen} />
        ))}
      </div>
    </>
  );
}
