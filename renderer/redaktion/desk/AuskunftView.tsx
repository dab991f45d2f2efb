// „Auskunft und Löschung“ (admins): a resident asks what is stored about them, or to delete it. Search by the e-mail
// address they used, hand out everything as a file (JSON), delete everything found. The address travels in the
// body of a POST, never in an address bar or a server log; each step is in the audit log.
import { useState, type FormEvent } from 'react';
import Link from 'next/link';
import { formatDatumUhrzeit } from '@/lib/format/datum';
import type { AuskunftTreffer } from '@/lib/redaktion/shared/eingaenge';
import { redaktionApi } from '@/renderer/redaktion/api-client';
import formStyles from '@/renderer/forms/Form.module.css';
import editorStyles from '../Redaktion.module.css';
import { ActionNotice, type ActionResult } from '../ActionNotice';
import type { RedaktionKonto } from '../frame/redaktion-page-props';
import styles from './Desk.module.css';

export function AuskunftView(props: { konto: RedaktionKonto }) {
  void props;
  const [email, setEmail] = useState('');
  const [treffer, setTreffer] = useState<{ email: string; liste: AuskunftTreffer[] } | null>(null);
  const [confirm, setConfirm] = useState(false);
  const [notice, setNotice] = useState<ActionResult>(null);
  const [download, setDownload] = useState<string | null>(null);

  async function search(event: FormEvent) {
    event.preventDefault();
    setConfirm(false);
    setDownload(null);
    const answer = await redaktionApi.auskunft('suchen', { email });
    if (!answer.ok) {
      setTreffer(null);
      return setNotice({ kind: 'fehler', text: answer.body.message ?? 'Die Suche ist fehlgeschlagen.' });
    }
    setNotice(null);
    setTreffer({ email, liste: answer.body.treffer });
  }

  async function exportAll() {
    if (!treffer) return;
    const answer = await redaktionApi.auskunft('exportieren', { email: treffer.email });
    if (!answer.ok) return setNotice({ kind: 'fehler', text: answer.body.message ?? 'Der Export ist fehlgeschlagen.' });
    const data: Record<string, unknown> = { ...answer.body };
    delete data.message;
    delete data.fields;
    setDownload(URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' })));
  }

  async function deleteAll() {
    if (!treffer) return;
    const answer = await redaktionApi.auskunft('loeschen', { email: treffer.email, anzahl: treffer.liste.length });
    setConfirm(false);
    if (!answer.ok) return setNotice({ kind: 'fehler', text: answer.body.message ?? 'Nicht gelöscht.' });
    const { eingaenge, buchungen } = answer.body.geloescht;
    setNotice({ kind: 'ok', text: `Gelöscht: ${eingaenge} Eingänge und ${buchungen} Buchungsanfragen.` });
    setTreffer({ ...treffer, liste: [] });
  }

  return (
    <div>
      <p>
        <Link href="/redaktion/eingaenge">Alle Eingänge</Link>
      </p>
      <h1>Auskunft und Löschung</h1>
      <p>
        Wenn jemand wissen möchte, was die Gemeinde über die Formulare der Website von ihr oder ihm gespeichert hat,
        oder die Löschung verlangt: Suchen Sie nach der E-Mail-Adresse, die sie oder er angegeben hat.
      </p>
      <form className={styles.panel} onSubmit={(event) => void search(event)}>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor="auskunft-email">
            E-Mail-Adresse
          </label>
          <input
            id="auskunft-email"
            className={formStyles.input}
            type="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <button type="submit" className={editorStyles.primaryButton}>
          Suchen
        </button>
      </form>
      <ActionNotice result={notice} />
      {treffer && (
        <section aria-labelledby="auskunft-treffer">
          <h2 id="auskunft-treffer">Gespeichert zu {treffer.email}</h2>
          {treffer.liste.length === 0 ? (
            <p>Zu dieser Adresse ist nichts gespeichert.</p>
          ) : (
            <>
              <table className={styles.table}>
                <caption className="visually-hidden">Einträge zu dieser Adresse</caption>
                <thead>
                  <tr>
                    <th scope="col">Art</th>
                    <th scope="col">Eingegangen</th>
                    <th scope="col">Zustand</th>
                  </tr>
                </thead>
                <tbody>
                  {treffer.liste.map((t) => (
                    <tr key={t.id}>
                      <td>
                        <Link
                          href={
                            t.art === 'eingang'
                              ? `/redaktion/eingaenge/${t.id}`
                              : `/redaktion/buchungen/anfrage/${t.id}`
                          }
                        >
                          {t.titel}
                        </Link>
                      </td>
                      <td data-label="Eingegangen">{formatDatumUhrzeit(t.erstelltAm)}</td>
                      <td data-label="Zustand">{t.zustand}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <div className={styles.buttons}>
                <button type="button" className={editorStyles.secondaryButton} onClick={() => void exportAll()}>
                  Auskunft erstellen
                </button>
                {download && (
                  <a href={download} download={`auskunft-${treffer.email}.json`}>
                    Auskunft herunterladen (JSON)
                  </a>
                )}
                {!confirm ? (
                  <button type="button" className={editorStyles.secondaryButton} onClick={() => setConfirm(true)}>
                    Alles löschen …
                  </button>
                ) : (
                  <span role="group" aria-label="Löschen bestätigen">
                    {treffer.liste.length} Einträge endgültig löschen?{' '}
                    <button type="button" className={editorStyles.primaryButton} onClick={() => void deleteAll()}>
                      Endgültig löschen
                    </button>{' '}
                    <button type="button" className={editorStyles.secondaryButton} onClick={() => setConfirm(false)}>
                      Abbrechen
                    </button>
                  </span>
                )}
              </div>
            </>
          )}
        </section>
      )}
    </div>
  );
}
