// Sharing a draft from the editor (issue 45): a link that shows the saved version to someone without an account,
// valid for a chosen time (at most 30 days); the page's links with who made them, until when they work, when they
// were last used, and "Widerrufen". Folded until opened, so the editor does not load the list with the page. The
// address with its token is shown once, when the link is made: the server keeps only its hash.
import { memo, useCallback, useEffect, useId, useRef, useState } from 'react';
import { formatDatum, formatUhrzeit } from '@/lib/format/datum';
import {
  BEZEICHNUNG_MAX,
  ENTWURFSLINK_TEXTE,
  GUELTIGKEITEN,
  MAX_GUELTIG_TAGE,
  type Entwurfslink,
  type EntwurfslinkStand,
} from '@/lib/redaktion/shared/share-links';
import { redaktionApi } from '@/renderer/redaktion/api-client';
import { ActionNotice, type ActionResult } from '../ActionNotice';
import formStyles from '@/renderer/forms/Form.module.css';
import styles from '../Redaktion.module.css';
import shareStyles from './ShareBar.module.css';

export interface ShareBarProps {
  seiteId: string;
  /** Saves pending changes first; the version to share, or null when saving failed (or nothing is saved yet). */
  saveFirst(): Promise<{ id: number; nummer: number } | null>;
}

const STAND_TEXT: Record<EntwurfslinkStand, string> = {
  gueltig: 'Gültig',
  abgelaufen: 'Abgelaufen',
  widerrufen: 'Widerrufen',
};

const when = (iso: string) => `${formatDatum(iso)}, ${formatUhrzeit(iso)} Uhr`;

export const ShareBar = memo(function ShareBar({ seiteId, saveFirst }: ShareBarProps) {
  const [links, setLinks] = useState<Entwurfslink[] | null>(null);
  const [stunden, setStunden] = useState<number>(168);
  const [bezeichnung, setBezeichnung] = useState('');
  const [made, setMade] = useState<{ address: string; link: Entwurfslink } | null>(null);
  const [notice, setNotice] = useState<ActionResult>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const details = useRef<HTMLDetailsElement>(null);

  const load = useCallback(async () => {
    const answer = await redaktionApi.seiteLesen(seiteId)('entwurfslinks');
    if (answer.ok) setLinks(answer.body.links);
    else setNotice({ kind: 'fehler', text: answer.body.message ?? 'Die Links konnten nicht geladen werden.' });
  }, [seiteId]);

  // Opened before the script ran (a click on the server's HTML): its toggle event came before React listened.
  useEffect(() => {
    if (details.current?.open) void load();
  }, [load]);

  const create = async () => {
    setNotice(null);
    setMade(null);
    setBusy(true);
    try {
      const version = await saveFirst();
      if (!version) return setNotice({ kind: 'fehler', text: ENTWURFSLINK_TEXTE.versionFehlt });
      const answer = await redaktionApi.seite(seiteId)('entwurfslinks', {
        versionId: version.id,
        gueltigStunden: stunden,
        ...(bezeichnung.trim() ? { bezeichnung: bezeichnung.trim() } : {}),
      });
      if (!answer.ok)
        return setNotice({ kind: 'fehler', text: answer.body.message ?? 'Der Link wurde nicht erstellt.' });
      setMade({ address: new URL(answer.body.pfad, window.location.origin).href, link: answer.body.link });
      setBezeichnung('');
      setLinks((old) => [answer.body.link, ...(old ?? [])]);
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (link: Entwurfslink) => {
    setNotice(null);
    const answer = await redaktionApi.seite(seiteId)('entwurfslink-widerrufen', { linkId: link.id });
    if (!answer.ok) return setNotice({ kind: 'fehler', text: answer.body.message ?? 'Widerrufen fehlgeschlagen.' });
    setLinks((old) => (old ?? []).map((l) => (l.id === link.id ? answer.body.link : l)));
    if (made?.link.id === link.id) setMade(null);
    setNotice({ kind: 'ok', text: `Widerrufen: der Link ${describe(link)} öffnet den Entwurf nicht mehr.` });
  };

  const copy = async () => {
    if (!made) return;
    try {
      await navigator.clipboard.writeText(made.address);
      setNotice({ kind: 'ok', text: 'Der Link ist in die Zwischenablage kopiert.' });
    } catch {
      setNotice({ kind: 'fehler', text: 'Kopieren ging nicht; bitte markieren und kopieren Sie den Link selbst.' });
    }
  };

  return (
    // The browser owns `open`: a click before the script ran is the visitor's, not a mismatch to report.
    <details
      ref={details}
      suppressHydrationWarning
      className={styles.approval}
      onToggle={(event) => {
        if (event.currentTarget.open && links === null) void load();
      }}
    >
      <summary className={shareStyles.summary}>Entwurf teilen</summary>
      <p className={styles.hint}>
        Ein Link zeigt die gespeicherte Fassung dieser Seite Personen ohne Konto, zum Beispiel der Bürgermeisterin oder
        einem Verein, als deutlich gekennzeichneten Entwurf. Er gilt höchstens {MAX_GUELTIG_TAGE} Tage und lässt sich
        jederzeit widerrufen. Ungespeicherte Änderungen werden vorher gespeichert.
      </p>
      <div className={shareStyles.form}>
        <div className={shareStyles.field}>
          <label htmlFor={`${id}-dauer`}>Gültig für</label>
          <select
            id={`${id}-dauer`}
            className={formStyles.input}
            value={stunden}
            onChange={(event) => setStunden(Number(event.target.value))}
          >
            {GUELTIGKEITEN.map((option) => (
              <option key={option.stunden} value={option.stunden}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className={shareStyles.field}>
          <label htmlFor={`${id}-fuer`}>Für wen? (optional)</label>
          <input
            id={`${id}-fuer`}
            type="text"
            className={formStyles.input}
            maxLength={BEZEICHNUNG_MAX}
            value={bezeichnung}
            onChange={(event) => setBezeichnung(event.target.value)}
          />
        </div>
        <button type="button" className={styles.secondaryButton} disabled={busy} onClick={() => void create()}>
          Link erstellen
        </button>
      </div>
      {made && (
        <div className={shareStyles.made} role="status">
          <p>
            Link zu Version {made.link.versionNummer}, gültig bis {when(made.link.gueltigBis)}. Er wird nur jetzt
            angezeigt: bitte kopieren Sie ihn.
          </p>
          <div className={shareStyles.address}>
            <input
              aria-label="Link zum Entwurf"
              readOnly
              value={made.address}
              onFocus={(e) => e.currentTarget.select()}
            />
            <button type="button" className={styles.smallButton} onClick={() => void copy()}>
              Link kopieren
            </button>
          </div>
        </div>
      )}
      <ActionNotice result={notice} />
      {links && links.length === 0 && <p>Für diese Seite gibt es noch keine Links zum Entwurf.</p>}
      {links && links.length > 0 && (
        <table className={shareStyles.table}>
          <caption className="visually-hidden">Links zum Entwurf dieser Seite</caption>
          <thead>
            <tr>
              <th scope="col" className={shareStyles.short}>
                Version
              </th>
              <th scope="col">Für</th>
              <th scope="col">Erstellt</th>
              <th scope="col">Gültig bis</th>
              <th scope="col">Zuletzt genutzt</th>
              <th scope="col">Stand</th>
              <th scope="col">
                <span className="visually-hidden">Aktion</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {links.map((link) => (
              <tr key={link.id}>
                <td data-label="Version">{link.versionNummer ?? '–'}</td>
                <td data-label="Für">{link.bezeichnung ?? '–'}</td>
                <td data-label="Erstellt">
                  {link.erstellt.von}, {when(link.erstellt.am)}
                </td>
                <td data-label="Gültig bis">{when(link.gueltigBis)}</td>
                <td data-label="Zuletzt genutzt">
                  {link.zuletztGenutzt ? `${when(link.zuletztGenutzt)} (${link.nutzungen}-mal)` : 'noch nicht geöffnet'}
                </td>
                <td data-label="Stand">
                  <span className={`${shareStyles.state} ${shareStyles[link.stand]}`}>{STAND_TEXT[link.stand]}</span>
                  {link.widerrufen && ` von ${link.widerrufen.von}, ${when(link.widerrufen.am)}`}
                </td>
                <td className={shareStyles.short}>
                  {link.stand === 'gueltig' && (
                    <button type="button" className={styles.smallButton} onClick={() => void revoke(link)}>
                      Widerrufen<span className="visually-hidden">: {describe(link)}</span>
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </details>
  );
});

/** A link in words, for the buttons' and notices' names. */
function describe(link: Entwurfslink): string {
  return `zu Version ${link.versionNummer ?? '–'}${link.bezeichnung ? ` für ${link.bezeichnung}` : ''} vom ${when(link.erstellt.am)}`;
}
