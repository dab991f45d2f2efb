// The Redaktion's API as one list of types: for every address and action, what the editor sends and what a success
// answers. The server's action tables are checked against it (`satisfies ActionsOf<…>` in lib/redaktion/actions and
// lib/medien/media-actions.ts, whose part of the contract is lib/medien/media-api.ts), and the editor calls through renderer/redaktion/api-client.ts, the one place where
// the addresses are written. A refusal always answers `{ message, fields?, meldungen? }` (lib/redaktion/actions/api-route.ts).
import type { Zeitplan, ZeitplanArt } from './schedule-texts';
import type {
  KontoUebersicht,
  Pruefmeldung,
  RedaktionEinstellungen,
  SeiteInfo,
  SeitenKnoten,
  Umzug,
  VersionKurz,
} from './types';
import type { Warnmeldung } from './warnmeldung';
import type { AuskunftTreffer, BuchungZeile, EingangsArt, EingangZustand, Notiz } from './eingaenge';
import type { Entwurfslink } from './share-links';
import type { RueckzugStand } from './withdrawal';
import type { EintragInfo, EintragsListe } from './entry-types';
import type { Paket, PaketKurz } from './release-types';
import type { ImportVorschau } from './entry-import';

/** One call: the body the editor sends and the body of a successful answer. */
export interface Call<Send, Answer> {
  send: Send;
  answer: Answer;
}

export type NoBody = Record<string, never>;
type VersionNummer = { id: number; nummer: number };

/** The fields of a saved version's answer; `inhalt` is named after the kind (`umschlag` of a page, `menue`). */
type SavedVersion<Field extends string> = { version: VersionKurz; pruefung: Pruefmeldung[]; unveraendert: boolean } & {
  [K in Field]: unknown;
};

/** `/api/redaktion/seiten`: the live pages as a tree and the archive (GET, `?suche=`), a new page (POST). */
export interface SeitenApi {
  GET: Call<NoBody, { seiten: SeitenKnoten[]; archiv: SeiteInfo[] }>;
  POST: Call<
    { pfad: string; titel: string; layout?: string; kopieVon?: string },
    { id: string; pfad: string; version: { id: number } }
  >;
}

/** `/api/redaktion/seiten/<id>/<aktion>`. */
export interface SeiteApi {
  versionen: {
    GET: Call<NoBody, { versionen: VersionKurz[] }>;
    /** `automatisch`: the editor's autosave (folded into its own newest autosaved draft where it may be). */
    POST: Call<
      { umschlag: unknown; kommentar?: string; basisVersionId?: number; basisStand?: number; automatisch?: boolean },
      SavedVersion<'umschlag'>
    >;
  };
  veroeffentlichen: { POST: Call<{ versionId: number }, { pfad: string; version: VersionNummer }> };
  /** Without `art` the page is only taken offline (404); with it, replaced (308) or withdrawn with a note (410). */
  zurueckziehen: {
    GET: Call<NoBody, { rueckzug: RueckzugStand | null }>;
    POST: Call<
      NoBody | { art: 'ersetzt'; ersatzPfad: string } | { art: 'hinweis'; hinweis: string; vorschlagPfad?: string },
      { zurueckgezogen: true; rueckzug: RueckzugStand | null }
    >;
  };
  pfad: { POST: Call<{ pfad: string }, { verschoben: Umzug[] }> };
  archivieren: { POST: Call<NoBody, { archiviert: true }> };
  wiederherstellen: { POST: Call<{ neuerPfad?: string }, { seite: SeiteInfo }> };
  'version-wiederherstellen': { POST: Call<{ versionId: number; kommentar?: string }, { version: VersionNummer }> };
  /** Links that show one version to someone without an account (lib/redaktion/store/share-links.ts). */
  entwurfslinks: {
    GET: Call<NoBody, { links: Entwurfslink[] }>;
    /** `gueltigStunden` (1 to 720) or `gueltigBis` (ISO 8601); `pfad` carries the token, shown this once. */
    POST: Call<
      { versionId: number; gueltigStunden?: number; gueltigBis?: string; bezeichnung?: string },
      { link: Entwurfslink; pfad: string }
    >;
  };
  'entwurfslink-widerrufen': { POST: Call<{ linkId: string }, { link: Entwurfslink }> };
  einreichen: {
    POST: Call<{ versionId: number; kommentar?: string; aenderungshinweis?: string }, { zustand: 'zur_freigabe' }>;
  };
  zurueckweisen: { POST: Call<{ versionId: number; grund?: string }, { zustand: 'entwurf' }> };
  termine: {
    GET: Call<NoBody, { termine: Zeitplan[] }>;
    POST: Call<{ art: ZeitplanArt; versionId?: number; zeitpunkt: string }, { terminId: number; termine: Zeitplan[] }>;
  };
  'termin-abbrechen': { POST: Call<{ terminId: number }, { termine: Zeitplan[] }> };
  geprueft: { POST: Call<NoBody, { pruefenBis: string }> };
  zustaendigkeit: {
    POST: Call<{ abteilung: number; pruefenBis: string }, { abteilung: number; pruefenBis: string }>;
  };
  anwesenheit: { POST: Call<{ verlassen?: boolean }, { andere: string[] }> };
}

/** `/api/redaktion/menues/<name>/<aktion>`. */
export interface MenueApi {
  versionen: {
    GET: Call<NoBody, { versionen: VersionKurz[] }>;
    POST: Call<{ menue: unknown; kommentar?: string; basisVersionId?: number }, SavedVersion<'menue'>>;
  };
  veroeffentlichen: { POST: Call<{ versionId: number }, { version: VersionNummer }> };
}

/** The fields of an alert banner the editor's form sends. */
export interface WarnmeldungEingabe {
  text: string;
  stufe: string;
  linkHref: string;
  linkText: string;
  bereich: string;
  /** Date and time as the form's fields give them. */
  beginn: string;
  ende: string;
}

/** `/api/redaktion/warnmeldungen`: every banner (GET), a new draft (POST). */
export interface WarnmeldungenApi {
  GET: Call<NoBody, { warnmeldungen: Warnmeldung[] }>;
  POST: Call<WarnmeldungEingabe, { warnmeldung: Warnmeldung }>;
}

type BannerAnswer = { warnmeldung: Warnmeldung; message?: string };

/** `/api/redaktion/warnmeldungen/<id>/<aktion>`. */
export interface WarnmeldungApi {
  speichern: { POST: Call<WarnmeldungEingabe, BannerAnswer> };
  einreichen: { POST: Call<NoBody, BannerAnswer> };
  freigeben: { POST: Call<NoBody, BannerAnswer> };
  sofort: { POST: Call<NoBody, BannerAnswer> };
  bestaetigen: { POST: Call<NoBody, BannerAnswer> };
  beenden: { POST: Call<NoBody, BannerAnswer> };
}

/** `/api/redaktion/sammlungen/<sammlung>`: the Redaktion's list of a collection (GET with the list's query), a new entry. */
export interface SammlungApi {
  GET: Call<NoBody, EintragsListe & { optionen: Record<string, { wert: string; name: string }[]> }>;
  POST: Call<{ inhalt: unknown; kommentar?: string }, { id: string; version: { id: number } }>;
}

/**
 * `/api/redaktion/sammlungen/<sammlung>/import?format=csv|ics[&bestaetigen=1][&name=…]`: the file is the raw body.
 * Without `bestaetigen` the preview (nothing stored); with it the entries as drafts, refused (422) while the file
 * has any message.
 */
export interface SammlungImportApi {
  POST: Call<NoBody, { vorschau: ImportVorschau; angelegt?: number }>;
}

/** `/api/redaktion/sammlungen/<sammlung>/alle/<aktion>`: several entries at once. */
export interface SammlungMengeApi {
  archivieren: { POST: Call<{ ids: string[] }, { archiviert: string[]; abgelehnt: { id: string; grund: string }[] }> };
  veroeffentlichen: {
    POST: Call<{ ids: string[] }, { veroeffentlicht: string[]; abgelehnt: { id: string; grund: string }[] }>;
  };
}

/** `/api/redaktion/sammlungen/<sammlung>/<id>/<aktion>`: one entry, the page's workflow. */
export interface EintragApi {
  eintrag: { GET: Call<NoBody, { eintrag: EintragInfo }> };
  versionen: {
    GET: Call<NoBody, { versionen: VersionKurz[] }>;
    POST: Call<{ inhalt: unknown; kommentar?: string; basisVersionId?: number }, SavedVersion<'inhalt'>>;
  };
  veroeffentlichen: { POST: Call<{ versionId: number }, { pfad: string | null; version: VersionNummer }> };
  zurueckziehen: { POST: Call<NoBody, { zurueckgezogen: true }> };
  'version-wiederherstellen': { POST: Call<{ versionId: number; kommentar?: string }, { version: VersionNummer }> };
  einreichen: { POST: Call<{ versionId: number; kommentar?: string }, { zustand: 'zur_freigabe' }> };
  zurueckweisen: { POST: Call<{ versionId: number; grund?: string }, { zustand: 'entwurf' }> };
  termine: {
    GET: Call<NoBody, { termine: Zeitplan[] }>;
    POST: Call<{ art: ZeitplanArt; versionId?: number; zeitpunkt: string }, { terminId: number; termine: Zeitplan[] }>;
  };
  'termin-abbrechen': { POST: Call<{ terminId: number }, { termine: Zeitplan[] }> };
  anwesenheit: { POST: Call<{ verlassen?: boolean }, { andere: string[] }> };
}

/** `/api/redaktion/pakete`: every Änderungspaket (GET), a new one (POST). */
export interface PaketeApi {
  GET: Call<NoBody, { pakete: PaketKurz[] }>;
  POST: Call<{ titel: string; beschreibung?: string }, { id: string }>;
}

type PaketAnswer = { paket: Paket };

/** `/api/redaktion/pakete/<id>/<aktion>`: one package; every answer is the package as it is now. */
export interface PaketApi {
  paket: { GET: Call<NoBody, PaketAnswer> };
  bearbeiten: { POST: Call<{ titel: string; beschreibung?: string }, PaketAnswer> };
  /** Adds a version of a page, menu or entry, or puts it in place of the one the package holds of that document. */
  'teil-hinzufuegen': { POST: Call<{ dokumentId: string; versionId: number }, PaketAnswer> };
  'teil-entfernen': { POST: Call<{ dokumentId: string }, PaketAnswer> };
  einreichen: { POST: Call<{ kommentar?: string }, PaketAnswer> };
  zurueckweisen: { POST: Call<{ grund?: string }, PaketAnswer> };
  veroeffentlichen: { POST: Call<NoBody, PaketAnswer> };
  /** A Berlin wall-clock time (`datetime-local`, minutes or seconds). */
  planen: { POST: Call<{ zeitpunkt: string }, PaketAnswer> };
  'termin-abbrechen': { POST: Call<NoBody, PaketAnswer> };
  zurueckziehen: { POST: Call<NoBody, PaketAnswer> };
  verwerfen: { POST: Call<NoBody, { verworfen: true }> };
}

/** `/api/redaktion/konten/<id>/<aktion>`: an account's editing rights (admins). */
export interface KontoApi {
  bereich: { POST: Call<{ abteilungen: number[]; pfade: string[] }, { konto: KontoUebersicht }> };
}

/** `/api/redaktion/einstellungen`. */
export interface EinstellungenApi {
  GET: Call<NoBody, RedaktionEinstellungen>;
  POST: Call<RedaktionEinstellungen, RedaktionEinstellungen>;
}

/** `/api/redaktion/eingaenge/<id>/<aktion>`: a submission's state and internal notes, at the version they were made on. */
export interface EingangApi {
  zustand: {
    POST: Call<
      { zustand: EingangZustand; version: number },
      { zustand: EingangZustand; version: number; erledigtAm: string | null; loeschungAm: string | null }
    >;
  };
  notiz: { POST: Call<{ text: string; version: number }, { notiz: Notiz; version: number }> };
}

/** `/api/redaktion/eingangsarten/<art>/<aktion>`: a form's or booking kind's office and retention (admins). */
export interface EingangsArtApi {
  speichern: { POST: Call<{ abteilung: number; aufbewahrungTage: number }, { art: EingangsArt }> };
}

/** `/api/redaktion/buchungen`: days blocked for maintenance (POST). */
export interface BuchungenApi {
  POST: Call<
    { ressource: string; von: string; bis: string; anzahl?: number; grund: string },
    { buchung: BuchungZeile }
  >;
}

/** `/api/redaktion/buchungen/<uuid>/<aktion>`: a decision on a request, or a block lifted. */
export interface BuchungApi {
  entscheiden: {
    POST: Call<
      { entscheidung: 'annehmen' | 'ablehnen'; nachricht?: string; version: number },
      { buchung: BuchungZeile }
    >;
  };
  aufheben: { POST: Call<{ version: number }, { aufgehoben: true }> };
}

/** `/api/redaktion/auskunft/<aktion>`: a resident's request for access or deletion, by e-mail address (admins). */
export interface AuskunftApi {
  suchen: { POST: Call<{ email: string }, { treffer: AuskunftTreffer[] }> };
  exportieren: { POST: Call<{ email: string }, Record<string, unknown>> };
  loeschen: { POST: Call<{ email: string; anzahl: number }, { geloescht: { eingaenge: number; buchungen: number } }> };
}

/**
 * `/api/redaktion/vorschauzugang`: a token for the editor's preview on a site of its own, which no session cookie
 * reaches (lib/redaktion/store/preview-access.ts).
 */
export interface VorschauzugangApi {
  POST: Call<NoBody, { zugang: string; gueltigBis: string }>;
}

/** The names of an address's actions that answer POST. */
export type PostAction<Api> = {
  [A in keyof Api]: Api[A] extends { POST: Call<unknown, unknown> } ? A : never;
}[keyof Api];

/** The names of an address's actions that answer GET. */
export type GetAction<Api> = {
  [A in keyof Api]: Api[A] extends { GET: Call<unknown, unknown> } ? A : never;
}[keyof Api];

export type SendOf<C> = C extends Call<infer S, unknown> ? S : never;
export type AnswerOf<C> = C extends Call<unknown, infer A> ? A : never;
