// „Buchungen“: the booking desk. Per resource of the account's offices (the e-bikes, the cargo bike, each room) the
// requests in a calendar (what is accepted, blocked, waiting) and a list: open requests first, each leading to its
// page with the decision; blocked days with the button that lifts them; and, for approvers, a form that blocks days
// (maintenance). The public calendars read the same rows: a decision shows there with their next load.
import { useState, type FormEvent } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { formatDatum } from '@/lib/format/datum';
import { BUCHUNG_ZUSTAND_NAMEN, type BuchungZeile, type Ressource } from '@/lib/redaktion/shared/eingaenge';
import { DeskCalendar } from './DeskCalendar';
import { redaktionApi } from '@/renderer/redaktion/api-client';
import formStyles from '@/renderer/forms/Form.module.css';
import editorStyles from '../Redaktion.module.css';
import { ActionNotice, type ActionResult } from '../ActionNotice';
import type { RedaktionKonto } from '../frame/redaktion-page-props';
import { deskDayStatus } from './desk-day-status';
import { StateBadge } from './StateBadge';
import styles from './Desk.module.css';

export interface BookingDeskViewProps {
  ressourcen: Ressource[];
  ressource: Ressource | null;
  buchungen: BuchungZeile[];
  mayBlock: boolean;
  /** AUTOMATION_URL is set: the hosted automation decides. */
  hinweis: string | null;
  heute: string;
}

const zeitraum = (b: BuchungZeile) =>
  b.von === b.bis ? formatDatum(b.von) : `${formatDatum(b.von)} – ${formatDatum(b.bis)}`;

export function BookingDeskView({
  ressourcen,
  ressource,
  buchungen,
  mayBlock,
  hinweis,
  heute,
}: BookingDeskViewProps & { konto: RedaktionKonto }) {
  const router = useRouter();
  const [notice, setNotice] = useState<ActionResult>(null);
  const [block, setBlock] = useState({ von: '', bis: '', anzahl: '1', grund: '' });
  const requests = buchungen.filter((b) => b.sperreGrund === null);
  const open = requests.filter((b) => b.zustand === 'pending');
  const others = requests.filter((b) => b.zustand !== 'pending');
  const blocks = buchungen.filter((b) => b.sperreGrund !== null && b.zustand === 'accepted');

  async function addBlock(event: FormEvent) {
    event.preventDefault();
    if (!ressource) return;
    const answer = await redaktionApi.sperren({
      ressource: ressource.id,
      von: block.von,
      bis: block.bis || block.von,
      anzahl: Number(block.anzahl),
      grund: block.grund,
    });
    if (!answer.ok) return setNotice({ kind: 'fehler', text: answer.body.message ?? 'Nicht gesperrt.' });
    setNotice({ kind: 'ok', text: `Gesperrt: ${zeitraum(answer.body.buchung)}.` });
    setBlock({ von: '', bis: '', anzahl: '1', grund: '' });
    await router.replace(router.asPath, undefined, { scroll: false });
  }

  async function lift(b: BuchungZeile) {
    const answer = await redaktionApi.buchung(b.uuid)('aufheben', { version: b.version });
    if (!answer.ok) return setNotice({ kind: 'fehler', text: answer.body.message ?? 'Nicht aufgehoben.' });
    setNotice({ kind: 'ok', text: `Sperre aufgehoben: ${zeitraum(b)}.` });
    await router.replace(router.asPath, undefined, { scroll: false });
  }

  const list = (items: BuchungZeile[], caption: string) => (
    <table className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Zeitraum</th>
          {ressource && ressource.kapazitaet > 1 && <th scope="col">Anzahl</th>}
          <th scope="col">Name</th>
          <th scope="col">Zustand</th>
        </tr>
      </thead>
      <tbody>
        {items.map((b) => (
          <tr key={b.uuid}>
            <td>
              <Link href={`/redaktion/buchungen/anfrage/${b.uuid}`}>{zeitraum(b)}</Link>
              {b.konflikt && <span className={styles.conflict}> · passt nicht mehr</span>}
            </td>
            {ressource && ressource.kapazitaet > 1 && <td data-label="Anzahl">{b.anzahl}</td>}
            <td data-label="Name">{b.name ?? '–'}</td>
            <td data-label="Zustand">
              <StateBadge state={b.zustand} label={BUCHUNG_ZUSTAND_NAMEN[b.zustand]} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );

  return (
    <div>
      <h1>Buchungen</h1>
      {hinweis && <p role="note">{hinweis}</p>}
      {ressourcen.length === 0 ? (
        <p>Ihr Konto ist für keine Leihgeräte oder Räume zuständig.</p>
      ) : (
        <nav aria-label="Leihgeräte und Räume">
          <ul className={styles.resources}>
            {ressourcen.map((r) => (
              <li key={r.id}>
                <Link
                  href={`/redaktion/buchungen?ressource=${encodeURIComponent(r.id)}`}
                  aria-current={r.id === ressource?.id ? 'page' : undefined}
                >
                  {r.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ActionNotice result={notice} />
      {ressource && (
        <div className={styles.deskLayout}>
          <div>
            <DeskCalendar
              title={`Kalender: ${ressource.name}`}
              statusOf={(day) => deskDayStatus(buchungen, ressource, day)}
            />
            {mayBlock && !hinweis && (
              <form className={styles.panel} onSubmit={(event) => void addBlock(event)}>
                <h2>Tage sperren</h2>
                <p>Zum Beispiel für eine Wartung. Gesperrte Tage zeigt der Kalender auf der Website als belegt.</p>
                <div className={formStyles.columns}>
                  <div className={formStyles.field}>
                    <label className={formStyles.label} htmlFor="sperre-von">
                      Von
                    </label>
                    <input
                      id="sperre-von"
                      className={formStyles.input}
                      type="date"
                      min={heute}
                      required
                      value={block.von}
                      onChange={(e) => setBlock({ ...block, von: e.target.value })}
                    />
                  </div>
                  <div className={formStyles.field}>
                    <label className={formStyles.label} htmlFor="sperre-bis">
                      Bis (leer: nur ein Tag)
                    </label>
                    <input
                      id="sperre-bis"
                      className={formStyles.input}
                      type="date"
                      min={block.von || heute}
                      value={block.bis}
                      onChange={(e) => setBlock({ ...block, bis: e.target.value })}
                    />
                  </div>
                </div>
                {ressource.kapazitaet > 1 && (
                  <div className={formStyles.field}>
                    <label className={formStyles.label} htmlFor="sperre-anzahl">
                      Wie viele?
                    </label>
                    <select
                      id="sperre-anzahl"
                      className={formStyles.select}
                      value={block.anzahl}
                      onChange={(e) => setBlock({ ...block, anzahl: e.target.value })}
                    >
                      {Array.from({ length: ressource.kapazitaet }, (_, i) => (
                        <option key={i} value={i + 1}>
                          {i + 1}
                        </option>
                      ))}
                    </select>
                  </div>
                )}
                <div className={formStyles.field}>
                  <label className={formStyles.label} htmlFor="sperre-grund">
                    Grund
                  </label>
                  <input
                    id="sperre-grund"
                    className={formStyles.input}
                    type="text"
                    maxLength={200}
                    required
                    value={block.grund}
                    onChange={(e) => setBlock({ ...block, grund: e.target.value })}
                  />
                </div>
                <button type="submit" className={editorStyles.primaryButton}>
                  Tage sperren
                </button>
              </form>
            )}
          </div>
          <div>
            <h2>Offene Anfragen</h2>
            {open.length ? list(open, `Offene Anfragen: ${ressource.name}`) : <p>Keine offenen Anfragen.</p>}
            <h2>Entschieden, storniert und kommend</h2>
            {others.length ? list(others, `Weitere Anfragen: ${ressource.name}`) : <p>Keine weiteren Anfragen.</p>}
            <h2>Gesperrte Tage</h2>
            {blocks.length === 0 ? (
              <p>Keine Tage gesperrt.</p>
            ) : (
              <ul className={styles.notes}>
                {blocks.map((b) => (
                  <li key={b.uuid}>
                    {zeitraum(b)}
                    {ressource.kapazitaet > 1 && ` (${b.anzahl})`}: {b.sperreGrund}{' '}
                    {mayBlock && !hinweis && (
                      <button type="button" className={editorStyles.secondaryButton} onClick={() => void lift(b)}>
                        Sperre aufheben<span className="visually-hidden"> ({zeitraum(b)})</span>
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
