// Every migration of the embedded store, in order. Add a file and list it here; never edit one
// that has shipped. Migrations are code (not .sql files) so the server bundle carries them.
import type { Sql } from '../database';
import { extensions } from './001-extensions';
import { bookings } from './010-bookings';
import { formSubmissions } from './011-form-submissions';
import { sessions } from './020-sessions';
import { intranet } from './021-intranet';
import { ratsinfo } from './022-ratsinfo';
import { staffSessionNames } from './024-staff-session-names';
import { searchIndex } from './030-search-index';
import { bookingTableNames } from './040-buchungen-tabellen';
import { revalidierung } from './050-revalidierung';
import { redaktion } from './060-redaktion';
import { redaktionFreigabe } from './070-redaktion-freigabe';
import { redaktionZeitplan } from './080-redaktion-zeitplan';
import { medien } from './090-medien';
import { redaktionInhaltVon } from './095-redaktion-inhalt-von';
import { medienAusgelagert } from './096-medien-ausgelagert';
import { linkpruefung } from './150-linkpruefung';
import { seitenPflege } from './160-seiten-pflege';
import { warnmeldungen } from './170-warnmeldungen';
import { medienOeffentlich } from './175-medien-oeffentlich';
import { kontenBereiche } from './185-konten-bereiche';
import { seitenRueckzug } from './190-seiten-rueckzug';
import { linkpruefungIntern } from './200-linkpruefung-intern';
import { medienOeffentlichFelder } from './201-medien-oeffentlich-felder';
import { warnmeldungenNotfall } from './210-warnmeldungen-notfall';
import { protokollNurAnfuegen } from './211-protokoll-nur-anfuegen';
import { seitenZwischenstaende } from './212-seiten-zwischenstaende';
import { eingaenge } from './230-eingaenge';
import { vorschauZugang } from './240-vorschau-zugang';
import { entwurfslinks } from './241-entwurfslinks';
import { gespeicherteFormen } from './250-gespeicherte-formen';
import { dokumente } from './300-dokumente';
import { eintraege } from './301-eintraege';
import { eintragEinsendungen } from './302-eintrag-einsendungen';
import { dokumentZwischenstaende } from './310-dokument-zwischenstaende';
import { aenderungspakete } from './320-aenderungspakete';

export interface Migration {
  name: string;
  up(tx: Sql): Promise<void>;
}

export const MIGRATIONS: Migration[] = [
  extensions,
  bookings,
  formSubmissions,
  sessions,
  intranet,
  ratsinfo,
  searchIndex,
  staffSessionNames,
  bookingTableNames,
  revalidierung,
  redaktion,
  redaktionFreigabe,
  redaktionZeitplan,
  medien,
  redaktionInhaltVon,
  medienAusgelagert,
  linkpruefung,
  seitenPflege,
  warnmeldungen,
  medienOeffentlich,
  kontenBereiche,
  seitenRueckzug,
  linkpruefungIntern,
  medienOeffentlichFelder,
  warnmeldungenNotfall,
  protokollNurAnfuegen,
  seitenZwischenstaende,
  eingaenge,
  vorschauZugang,
  entwurfslinks,
  gespeicherteFormen,
  dokumente,
  eintraege,
  eintragEinsendungen,
  dokumentZwischenstaende,
  aenderungspakete,
];
