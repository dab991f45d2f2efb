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
  paket_angelegt: 'Änderungspaket angelegt',
  paket_geaendert: 'Änderungspaket umbenannt oder neu beschrieben',
  paket_verworfen: 'Änderungspaket verworfen',
  paket_teil_hinzugefuegt: 'Teil zum Änderungspaket hinzugefügt',
  paket_teil_entfernt: 'Teil aus dem Änderungspaket genommen',
  paket_eingereicht: 'Änderungspaket zur Freigabe eingereicht',
  paket_zurueckgewiesen: 'Änderungspaket zurückgewiesen',
  paket_geplant: 'Änderungspaket zur Veröffentlichung geplant',
  paket_termin_abgebrochen: 'Termin des Änderungspakets abgebrochen',
  paket_veroeffentlicht: 'Änderungspaket veröffentlicht (alle Teile)',
  paket_nicht_veroeffentlicht: 'Änderungspaket zum Termin nicht veröffentlicht',
  paket_zurueckgezogen: 'Änderungspaket zurückgezogen (alle Teile)',
  // The desk.
  eingang_gelesen: 'Eingang gelesen',
  eingang_zustand_geaendert: 'Zustand eines Eingangs geändert',
  eingang_notiz: 'Notiz zu einem Eingang geschrieben',
  eingaenge_exportiert: 'Eingänge als CSV exportiert',
  eingangsart_geaendert: 'Zuständigkeit oder Aufbewahrung eines Formulars geändert',
  buchung_gelesen: 'Buchungsanfrage gelesen',
  buchung_angenommen: 'Buchungsanfrage angenommen',
  buchung_abgelehnt: 'Buchungsanfrage abgelehnt',
  tage_gesperrt: 'Tage gesperrt',
  sperre_aufgehoben: 'Sperre aufgehoben',
  aufbewahrung_geloescht: 'Nach Ablauf der Aufbewahrungsfrist gelöscht',
  auskunft_gesucht: 'Auskunft: nach E-Mail-Adresse gesucht',
  auskunft_exportiert: 'Auskunft erteilt (Export)',
  auskunft_geloescht: 'Auf Antrag gelöscht',
};

type Amt = { name?: string } | null | undefined;

function what(entry: AuditEintrag): string {
  const details = entry.details as {
    pfad?: string;
    neuerPfad?: string;
    nummer?: number;
    titel?: string;
    paket?: { titel?: string; zurueckgezogen?: boolean };
    bereich?: string;
    vorher?: { abteilung?: Amt };
    nachher?: { abteilung?: Amt };
  };
  const handedOn =
    entry.aktion === 'seite_uebergeben'
      ? `von ${details.vorher?.abteilung?.name ?? 'keinem Amt'} an ${details.nachher?.abteilung?.name ?? '–'}`
      : null;
  return [
    details.pfad ?? details.neuerPfad ?? (entry.objektArt === 'menue' ? entry.objektId : null),
    entry.objektArt === 'paket' && details.titel ? `„${details.titel}“` : null,
    details.nummer ? `Version ${details.nummer}` : null,
    handedOn,
    entry.objektArt === 'warnmeldung' && details.bereich ? `Bereich ${details.bereich}` : null,
    // A part published (or put back) with an Änderungspaket.
    details.paket?.titel
      ? `${details.paket.zurueckgezogen ? 'zurückgezogen mit' : 'mit'} Paket „${details.paket.titel}“`
      : null,
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
