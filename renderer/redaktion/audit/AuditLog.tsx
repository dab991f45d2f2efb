// The audit log for admins: who did what to which page or menu, when; older entries page by page.
import Link from 'next/link';
import type { AuditEintrag } from '@/lib/redaktion/shared/types';
import styles from '../versions/VersionsView.module.css';
import { formatDatumUhrzeitSekunden } from '@/lib/format/datum';

const ACTIONS: Record<string, string> = {
  anmeldung: 'Angemeldet',
  anmeldung_fehlgeschlagen: 'Anmeldung fehlgeschlagen',
  anmeldung_gesperrt: 'Anmeldung abgewiesen: zu viele Fehlversuche (429)',
  passwort_geaendert: 'Passwort geändert',
  passwort_abgelehnt: 'Passwortänderung: aktuelles Passwort falsch',
  passwort_gesperrt: 'Passwortänderung abgewiesen: zu viele Fehlversuche (429)',
  abgelehnt: 'Aktion abgelehnt',
  abmeldung: 'Abgemeldet',
  seite_angelegt: 'Seite angelegt',
  seite_umbenannt: 'Pfad geändert',
  seite_archiviert: 'Seite gelöscht (archiviert)',
  seite_wiederhergestellt: 'Seite wiederhergestellt',
  version_gespeichert: 'Version gespeichert',
  version_wiederhergestellt: 'Version wiederhergestellt',
  veroeffentlicht: 'Veröffentlicht',
  veroeffentlichung_zurueckgenommen: 'Veröffentlichung zurückgenommen',
  seite_ersetzt: 'Seite zurückgezogen: durch eine andere Seite ersetzt',
  seite_mit_hinweis_zurueckgezogen: 'Seite mit öffentlichem Hinweis zurückgezogen',
  erstbefuellung: 'Inhalte aus content/ übernommen',
  seite_geprueft: 'Seite geprüft, unverändert',
  zustaendigkeit_geaendert: 'Prüfdatum geändert',
  seite_uebergeben: 'Seite an ein anderes Amt übergeben',
  warnmeldung_angelegt: 'Warnmeldung angelegt',
  warnmeldung_geaendert: 'Warnmeldung geändert',
  warnmeldung_eingereicht: 'Warnmeldung eingereicht',
  warnmeldung_veroeffentlicht: 'Warnmeldung veröffentlicht',
  warnmeldung_notfall: 'Warnmeldung im Notfall sofort veröffentlicht (zweite Freigabe ausstehend)',
  warnmeldung_bestaetigt: 'Warnmeldung nachträglich bestätigt (zweite Freigabe)',
  warnmeldung_beendet: 'Warnmeldung beendet',
};

type Amt = { name?: string } | null | undefined;

function what(entry: AuditEintrag): string {
  const details = entry.details as {
    pfad?: string;
    neuerPfad?: string;
    nummer?: number;
    bereich?: string;
    vorher?: { abteilung?: Amt };
    nachher?: { abteilung?: Amt };
  };
  const handedOn =
    entry.aktion === 'seite_uebergeben'
      ? `von ${details.vorher?.abteilung?.name ?? 'keinem Amt'} an ${details.nachher?.abteilung?.name ?? '–'}`
      : null;
  return [
    details.pfad ?? details.neuerPfad,
    details.nummer ? `Version ${details.nummer}` : null,
    handedOn,
    entry.objektArt === 'warnmeldung' && details.bereich ? `Bereich ${details.bereich}` : null,
  ]
    .filter(Boolean)
    .join(', ');
}

export function AuditLog({ eintraege, weitere }: { eintraege: AuditEintrag[]; weitere: boolean }) {
  return (
    <div>
      <h1>Protokoll</h1>
      <table className={styles.versions}>
        <caption className="visually-hidden">Alle Aktionen der Redaktion, die neueste zuerst</caption>
        <thead>
          <tr>
            <th scope="col">Zeit</th>
            <th scope="col">Wer</th>
            <th scope="col">Aktion</th>
            <th scope="col">Betrifft</th>
          </tr>
        </thead>
        <tbody>
          {eintraege.map((entry) => (
            <tr key={entry.id}>
              <td>{formatDatumUhrzeitSekunden(entry.zeit)}</td>
              <td>{entry.konto.name}</td>
              <td>{ACTIONS[entry.aktion] ?? entry.aktion}</td>
              <td>{what(entry)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {weitere && (
        <p>
          <Link href={`/redaktion/protokoll?vor=${eintraege.at(-1)?.id ?? ''}`}>Ältere Einträge</Link>
        </p>
      )}
    </div>
  );
}
