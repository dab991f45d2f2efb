// Who may do what in the Redaktion (DESIGN.md section 10): one table, read by the store (which enforces it), the API
// (which answers with its German reason) and the editor (which shows only the buttons it allows). Browser-safe: no
// imports beyond types and texts. A permission is one row of RECHTE; a refusal's reason is derived from the table, so it
// cannot drift from what is enforced. The page dimension: an action marked `seitenbereich` acts on one page (or puts
// one at a path, or, for an alert banner, covers an area of the site), and an account limited to some offices or
// subtrees (./page-scope.ts) takes it only within them.

import { darfSeite, istBegrenzt, type Kontobereich, type SeitenOrt } from './page-scope';
import { WORKFLOW_TEXTS } from './workflow-texts';
import { PAKET_TEXTE, PAKET_ZUSTAENDE } from './release-types';

/** The roles, written once: the accounts table's CHECK is tested against this list. */
export const ROLLEN = ['redaktion', 'freigabe', 'admin'] as const;
export type Rolle = (typeof ROLLEN)[number];

export const ROLLEN_NAMEN: Record<Rolle, string> = {
  redaktion: 'Redaktion',
  freigabe: 'Freigabe',
  admin: 'Administration',
};

/** The state of a page (its status) … */
export const SEITEN_ZUSTAENDE = ['entwurf', 'veroeffentlicht', 'geaendert', 'archiviert'] as const;
/** … and of a version. */
export const VERSIONS_ZUSTAENDE = ['entwurf', 'zur_freigabe', 'veroeffentlicht', 'archiviert'] as const;
/** … and of an Änderungspaket (lib/redaktion/shared/release-types.ts). */
export { PAKET_ZUSTAENDE };
export type Zustand =
  (typeof SEITEN_ZUSTAENDE)[number] | (typeof VERSIONS_ZUSTAENDE)[number] | (typeof PAKET_ZUSTAENDE)[number];

/**
 * What an action's state is the state of: the page, the version acted on, an Änderungspaket, or nothing (the state
 * is not asked).
 */
export type Gegenstand = 'seite' | 'version' | 'paket' | 'keiner';

export const ARCHIVIERT = 'Die Seite ist gelöscht (archiviert); stellen Sie sie zuerst wieder her.';
export const NICHT_EINGEREICHT =
  'Veröffentlicht oder geplant wird nur eine zur Freigabe eingereichte Version. Bitte reichen Sie sie zuerst ein.';

/** Why an Änderungspaket in this state cannot be changed or submitted … */
const PAKET_GRUENDE_OFFEN: Partial<Record<Zustand, string>> = {
  zur_freigabe: PAKET_TEXTE.notOpen,
  geplant: PAKET_TEXTE.planned,
  veroeffentlicht: PAKET_TEXTE.live,
  zurueckgezogen: PAKET_TEXTE.withdrawn,
};
/** … or approved, sent back or planned. */
const PAKET_GRUENDE_EINGEREICHT: Partial<Record<Zustand, string>> = {
  entwurf: PAKET_TEXTE.notSubmitted,
  geplant: PAKET_TEXTE.planned,
  veroeffentlicht: PAKET_TEXTE.live,
  zurueckgezogen: PAKET_TEXTE.withdrawn,
};

interface AktionInfo {
  /** Completes '… ist der Rolle … vorbehalten.' */
  titel: string;
  gegenstand: Gegenstand;
  /** Bound to a page: a limited account takes it only on pages (or at paths) within its limit. */
  seitenbereich?: true;
  /** The reason a state no role may act in gives (409); ARCHIVIERT when not named. */
  zustandsGruende?: Partial<Record<Zustand, string>>;
}

export const AKTIONEN = {
  seite_anlegen: { titel: 'Das Anlegen einer Seite', gegenstand: 'keiner', seitenbereich: true },
  eintrag_anlegen: { titel: 'Das Anlegen eines Eintrags', gegenstand: 'keiner', seitenbereich: true },
  version_speichern: { titel: 'Das Speichern einer Version', gegenstand: 'seite', seitenbereich: true },
  version_wiederherstellen: { titel: 'Das Wiederherstellen einer Version', gegenstand: 'seite', seitenbereich: true },
  einreichen: {
    titel: 'Das Einreichen zur Freigabe',
    gegenstand: 'version',
    seitenbereich: true,
    zustandsGruende: {
      zur_freigabe: WORKFLOW_TEXTS.notDraft,
      veroeffentlicht: WORKFLOW_TEXTS.notDraft,
      archiviert: WORKFLOW_TEXTS.notDraft,
    },
  },
  zurueckweisen: {
    titel: 'Zurückweisen',
    gegenstand: 'version',
    seitenbereich: true,
    zustandsGruende: {
      entwurf: WORKFLOW_TEXTS.notWaiting,
      veroeffentlicht: WORKFLOW_TEXTS.notWaiting,
      archiviert: WORKFLOW_TEXTS.notWaiting,
    },
  },
  veroeffentlichen: {
    titel: 'Veröffentlichen',
    gegenstand: 'version',
    seitenbereich: true,
    zustandsGruende: { entwurf: NICHT_EINGEREICHT, archiviert: NICHT_EINGEREICHT },
  },
  veroeffentlichung_planen: {
    titel: 'Das Planen einer Veröffentlichung',
    gegenstand: 'version',
    seitenbereich: true,
    zustandsGruende: { entwurf: NICHT_EINGEREICHT, archiviert: NICHT_EINGEREICHT, veroeffentlicht: NICHT_EINGEREICHT },
  },
  zuruecknahme_planen: { titel: 'Das Planen einer Veröffentlichung', gegenstand: 'seite', seitenbereich: true },
  termin_abbrechen: { titel: 'Das Abbrechen eines Termins', gegenstand: 'keiner', seitenbereich: true },
  zurueckziehen: { titel: 'Das Zurücknehmen einer Veröffentlichung', gegenstand: 'seite', seitenbereich: true },
  verschieben: { titel: 'Das Verschieben einer veröffentlichten Seite', gegenstand: 'seite', seitenbereich: true },
  archivieren: {
    titel: 'Das Löschen einer veröffentlichten Seite',
    gegenstand: 'seite',
    seitenbereich: true,
    zustandsGruende: { archiviert: 'Die Seite ist schon gelöscht (archiviert).' },
  },
  seite_wiederherstellen: {
    titel: 'Das Wiederherstellen einer Seite',
    gegenstand: 'seite',
    seitenbereich: true,
    zustandsGruende: {
      entwurf: 'Die Seite ist nicht gelöscht.',
      veroeffentlicht: 'Die Seite ist nicht gelöscht.',
      geaendert: 'Die Seite ist nicht gelöscht.',
    },
  },
  weiterleitung_entfernen: {
    titel: 'Das Entfernen einer Weiterleitung, die eine veröffentlichte Seite braucht,',
    gegenstand: 'seite',
    seitenbereich: true,
  },
  menue_speichern: { titel: 'Das Speichern eines Menüs', gegenstand: 'keiner' },
  menue_veroeffentlichen: { titel: 'Veröffentlichen', gegenstand: 'keiner' },
  medium_hochladen: { titel: 'Das Hochladen einer Datei', gegenstand: 'keiner' },
  medium_aendern: { titel: 'Das Ändern oder Löschen einer Datei', gegenstand: 'keiner' },
  seite_pruefen: { titel: 'Das Vermerken einer Prüfung', gegenstand: 'seite', seitenbereich: true },
  zustaendigkeit_aendern: {
    titel: 'Das Ändern des Prüfdatums',
    gegenstand: 'seite',
    seitenbereich: true,
  },
  entwurf_teilen: { titel: 'Das Teilen eines Entwurfs', gegenstand: 'seite', seitenbereich: true },
  entwurfslink_widerrufen: {
    titel: 'Das Widerrufen eines Links zum Entwurf',
    gegenstand: 'seite',
    seitenbereich: true,
  },
  amt_uebergeben: {
    titel: 'Das Übergeben einer Seite an ein anderes Amt',
    gegenstand: 'seite',
    seitenbereich: true,
  },
  // A banner's area (`/de` or a section) is the place it acts on: a limited account covers only areas within its limit.
  warnmeldung_schreiben: { titel: 'Das Schreiben einer Warnmeldung', gegenstand: 'keiner', seitenbereich: true },
  warnmeldung_freigeben: { titel: 'Das Freigeben einer Warnmeldung', gegenstand: 'keiner', seitenbereich: true },
  warnmeldung_notfall: {
    titel: 'Das sofortige Veröffentlichen einer Warnmeldung',
    gegenstand: 'keiner',
    seitenbereich: true,
  },
  warnmeldung_bestaetigen: {
    titel: 'Die zweite Freigabe einer Warnmeldung',
    gegenstand: 'keiner',
    seitenbereich: true,
  },
  warnmeldung_beenden: { titel: 'Das Beenden einer Warnmeldung', gegenstand: 'keiner', seitenbereich: true },
  protokoll_lesen: { titel: 'Das Protokoll zu lesen', gegenstand: 'keiner' },
  inhaltspruefung_lesen: { titel: 'Die Inhaltsprüfung zu sehen', gegenstand: 'keiner' },
  einstellungen_aendern: { titel: 'Das Ändern der Einstellungen', gegenstand: 'keiner' },
  konten_verwalten: { titel: 'Das Verwalten der Konten', gegenstand: 'keiner' },
  // Änderungspakete: the department limit is asked of every part (lib/redaktion/store/releases.ts), not of a page.
  paket_anlegen: { titel: 'Das Anlegen eines Änderungspakets', gegenstand: 'keiner' },
  paket_bearbeiten: {
    titel: 'Das Ändern eines Änderungspakets',
    gegenstand: 'paket',
    zustandsGruende: PAKET_GRUENDE_OFFEN,
  },
  paket_verwerfen: {
    titel: 'Das Verwerfen eines Änderungspakets',
    gegenstand: 'paket',
    zustandsGruende: PAKET_GRUENDE_OFFEN,
  },
  paket_einreichen: {
    titel: 'Das Einreichen eines Änderungspakets',
    gegenstand: 'paket',
    zustandsGruende: PAKET_GRUENDE_OFFEN,
  },
  paket_zurueckweisen: {
    titel: 'Das Zurückweisen eines Änderungspakets',
    gegenstand: 'paket',
    zustandsGruende: PAKET_GRUENDE_EINGEREICHT,
  },
  paket_veroeffentlichen: {
    titel: 'Das Veröffentlichen eines Änderungspakets',
    gegenstand: 'paket',
    zustandsGruende: PAKET_GRUENDE_EINGEREICHT,
  },
  paket_planen: {
    titel: 'Das Planen eines Änderungspakets',
    gegenstand: 'paket',
    zustandsGruende: PAKET_GRUENDE_EINGEREICHT,
  },
  paket_termin_abbrechen: {
    titel: 'Das Abbrechen eines Termins',
    gegenstand: 'paket',
    zustandsGruende: {
      entwurf: PAKET_TEXTE.notPlanned,
      zur_freigabe: PAKET_TEXTE.notPlanned,
      veroeffentlicht: PAKET_TEXTE.live,
      zurueckgezogen: PAKET_TEXTE.withdrawn,
    },
  },
  paket_zurueckziehen: {
    titel: 'Das Zurückziehen eines Änderungspakets',
    gegenstand: 'paket',
    zustandsGruende: {
      entwurf: PAKET_TEXTE.notLive,
      zur_freigabe: PAKET_TEXTE.notLive,
      geplant: PAKET_TEXTE.notLive,
      zurueckgezogen: PAKET_TEXTE.withdrawn,
    },
  },
  // The desk: what residents send (submissions and booking requests), per owning office (department limits).
  eingaenge_lesen: { titel: 'Das Lesen der Eingänge', gegenstand: 'keiner' },
  eingang_bearbeiten: { titel: 'Das Bearbeiten eines Eingangs', gegenstand: 'keiner' },
  eingaenge_exportieren: { titel: 'Der Export der Eingänge', gegenstand: 'keiner' },
  buchung_entscheiden: { titel: 'Das Annehmen oder Ablehnen einer Anfrage', gegenstand: 'keiner' },
  buchung_sperren: { titel: 'Das Sperren von Tagen', gegenstand: 'keiner' },
  auskunft_loeschung: { titel: 'Auskunft und Löschung auf Antrag', gegenstand: 'keiner' },
  eingangsarten_aendern: {
    titel: 'Das Ändern von Zuständigkeit und Aufbewahrung der Formulare',
    gegenstand: 'keiner',
  },
} as const satisfies Record<string, AktionInfo>;

export type Aktion = keyof typeof AKTIONEN;

export interface Recht {
  aktion: Aktion;
  rollen: readonly Rolle[];
  /** The states of the action's object it applies in; absent = every state. */
  zustaende?: readonly Zustand[];
  /**
   * Only for an account limited to offices, and only between its own offices (handing a page on): the page's office
   * and the new one must both be among the account's. `entscheide`, which knows the role alone, leaves such rows out;
   * `entscheideAmtswechsel` reads them.
   */
  nurZwischenEigenenAemtern?: true;
}

const ALLE: readonly Rolle[] = ROLLEN;
const FREIGEBENDE: readonly Rolle[] = ['freigabe', 'admin'];
const LEBEND: readonly Zustand[] = ['entwurf', 'veroeffentlicht', 'geaendert'];
const OEFFENTLICH: readonly Zustand[] = ['veroeffentlicht', 'geaendert'];

/** The permissions: one row each. Everything not listed is refused. */
export const RECHTE: readonly Recht[] = [
  { aktion: 'seite_anlegen', rollen: ALLE },
  // Entries of the collections share the page's rows below (save, submit, publish …), scoped by their office.
  { aktion: 'eintrag_anlegen', rollen: ALLE },
  { aktion: 'version_speichern', rollen: ALLE, zustaende: LEBEND },
  { aktion: 'version_wiederherstellen', rollen: ALLE, zustaende: LEBEND },
  { aktion: 'einreichen', rollen: ALLE, zustaende: ['entwurf'] },
  { aktion: 'zurueckweisen', rollen: FREIGEBENDE, zustaende: ['zur_freigabe'] },
  // Publishing the published version again changes nothing, and is allowed.
  { aktion: 'veroeffentlichen', rollen: FREIGEBENDE, zustaende: ['zur_freigabe', 'veroeffentlicht'] },
  { aktion: 'veroeffentlichung_planen', rollen: FREIGEBENDE, zustaende: ['zur_freigabe'] },
  { aktion: 'zuruecknahme_planen', rollen: FREIGEBENDE, zustaende: LEBEND },
  { aktion: 'termin_abbrechen', rollen: FREIGEBENDE },
  { aktion: 'zurueckziehen', rollen: FREIGEBENDE, zustaende: LEBEND },
  // Moving or deleting a page visitors see changes what they see: that is publishing.
  { aktion: 'verschieben', rollen: ALLE, zustaende: ['entwurf'] },
  { aktion: 'verschieben', rollen: FREIGEBENDE, zustaende: OEFFENTLICH },
  { aktion: 'archivieren', rollen: ALLE, zustaende: ['entwurf'] },
  { aktion: 'archivieren', rollen: FREIGEBENDE, zustaende: OEFFENTLICH },
  { aktion: 'seite_wiederherstellen', rollen: ALLE, zustaende: ['archiviert'] },
  // A redirect an unpublished or deleted page left behind may be dropped by anyone; one to a public page not.
  { aktion: 'weiterleitung_entfernen', rollen: ALLE, zustaende: ['entwurf', 'archiviert'] },
  { aktion: 'weiterleitung_entfernen', rollen: FREIGEBENDE, zustaende: OEFFENTLICH },
  { aktion: 'menue_speichern', rollen: ALLE },
  { aktion: 'menue_veroeffentlichen', rollen: FREIGEBENDE },
  { aktion: 'medium_hochladen', rollen: ALLE },
  { aktion: 'medium_aendern', rollen: ALLE },
  // Keeping pages true: whoever edits a page records that it was checked, and moves its review date.
  { aktion: 'seite_pruefen', rollen: ALLE, zustaende: LEBEND },
  { aktion: 'zustaendigkeit_aendern', rollen: ALLE, zustaende: LEBEND },
  // A page's office decides who may edit and publish it (department rights): handing it to another office is the
  // admins'; an account limited to several offices hands its pages on among them.
  { aktion: 'amt_uebergeben', rollen: ['admin'], zustaende: LEBEND },
  { aktion: 'amt_uebergeben', rollen: ['redaktion', 'freigabe'], zustaende: LEBEND, nurZwischenEigenenAemtern: true },
  // A link that shows a draft without an account: whoever edits the page may share it, and end any link to it (also
  // of a deleted page: ending one is always safe).
  { aktion: 'entwurf_teilen', rollen: ALLE, zustaende: LEBEND },
  { aktion: 'entwurfslink_widerrufen', rollen: ALLE },
  // The alert banner: written by anyone, published like a page; the emergency path (published alone, confirmed by a
  // second approver afterwards) and ending it are the approvers'.
  { aktion: 'warnmeldung_schreiben', rollen: ALLE },
  { aktion: 'warnmeldung_freigeben', rollen: FREIGEBENDE },
  { aktion: 'warnmeldung_notfall', rollen: FREIGEBENDE },
  { aktion: 'warnmeldung_bestaetigen', rollen: FREIGEBENDE },
  { aktion: 'warnmeldung_beenden', rollen: FREIGEBENDE },
  { aktion: 'protokoll_lesen', rollen: ['admin'] },
  // It names every stored version of every page.
  { aktion: 'inhaltspruefung_lesen', rollen: ['admin'] },
  { aktion: 'einstellungen_aendern', rollen: ['admin'] },
  // Which pages an account may edit (editing rights per department).
  { aktion: 'konten_verwalten', rollen: ['admin'] },
  // Änderungspakete: put together and submitted by anyone, approved (at once or for a moment), sent back, planned,
  // cancelled and withdrawn as a whole by approvers, as a page's version is.
  { aktion: 'paket_anlegen', rollen: ALLE },
  { aktion: 'paket_bearbeiten', rollen: ALLE, zustaende: ['entwurf'] },
  { aktion: 'paket_verwerfen', rollen: ALLE, zustaende: ['entwurf'] },
  { aktion: 'paket_einreichen', rollen: ALLE, zustaende: ['entwurf'] },
  { aktion: 'paket_zurueckweisen', rollen: FREIGEBENDE, zustaende: ['zur_freigabe'] },
  { aktion: 'paket_veroeffentlichen', rollen: FREIGEBENDE, zustaende: ['zur_freigabe'] },
  { aktion: 'paket_planen', rollen: FREIGEBENDE, zustaende: ['zur_freigabe'] },
  { aktion: 'paket_termin_abbrechen', rollen: FREIGEBENDE, zustaende: ['geplant'] },
  { aktion: 'paket_zurueckziehen', rollen: FREIGEBENDE, zustaende: ['veroeffentlicht'] },
  // The desk. Reading and handling submissions: everyone, within the offices of the account's limit. A decision on a
  // booking commits the municipality, and blocking days changes what residents may book: the approvers'. An export
  // takes many people's data out of the Redaktion: the approvers'. A resident's request for access or deletion
  // reaches across every office, and so does the retention of a form: the admins'.
  { aktion: 'eingaenge_lesen', rollen: ALLE },
  { aktion: 'eingang_bearbeiten', rollen: ALLE },
  { aktion: 'eingaenge_exportieren', rollen: FREIGEBENDE },
  { aktion: 'buchung_entscheiden', rollen: FREIGEBENDE },
  { aktion: 'buchung_sperren', rollen: FREIGEBENDE },
  { aktion: 'auskunft_loeschung', rollen: ['admin'] },
  { aktion: 'eingangsarten_aendern', rollen: ['admin'] },
];

export type Entscheidung = { erlaubt: true } | { erlaubt: false; status: 403 | 409; grund: string };

const applies = (recht: Recht, aktion: Aktion, zustand: Zustand | null) =>
  recht.aktion === aktion && (!recht.zustaende || (zustand !== null && recht.zustaende.includes(zustand)));

/** The rows a role alone decides (without the rows that also ask for the account's offices). */
const ROLLENRECHTE = RECHTE.filter((recht) => !recht.nurZwischenEigenenAemtern);

/** The states an action's object can be in (one null for actions that ask none). */
export function zustaendeVon(aktion: Aktion): readonly (Zustand | null)[] {
  const { gegenstand } = AKTIONEN[aktion];
  return gegenstand === 'seite'
    ? SEITEN_ZUSTAENDE
    : gegenstand === 'version'
      ? VERSIONS_ZUSTAENDE
      : gegenstand === 'paket'
        ? PAKET_ZUSTAENDE
        : [null];
}

/**
 * May this role take this action on an object in this state? Refused with 403 naming the roles that may when the
 * role may not take the action at all, or some other role may in this state; else with 409 and the state's reason.
 */
export function entscheide(rolle: Rolle, aktion: Aktion, zustand: Zustand | null = null): Entscheidung {
  const rows = ROLLENRECHTE.filter((recht) => applies(recht, aktion, zustand));
  if (rows.some((recht) => recht.rollen.includes(rolle))) return { erlaubt: true };
  const info: AktionInfo = AKTIONEN[aktion];
  const ofAction = ROLLENRECHTE.filter((recht) => recht.aktion === aktion);
  const never = !ofAction.some((recht) => recht.rollen.includes(rolle));
  if (rows.length || never) {
    const deciding = rows.length ? rows : ofAction;
    const names = ROLLEN.filter((r) => deciding.some((recht) => recht.rollen.includes(r)))
      .map((r) => ROLLEN_NAMEN[r])
      .join(' oder ');
    return { erlaubt: false, status: 403, grund: `${info.titel} ist der Rolle ${names} vorbehalten.` };
  }
  return { erlaubt: false, status: 409, grund: (zustand && info.zustandsGruende?.[zustand]) ?? ARCHIVIERT };
}

/** For the editor: whether a button for this action shows. */
export const darf = (rolle: Rolle, aktion: Aktion, zustand: Zustand | null = null): boolean =>
  entscheide(rolle, aktion, zustand).erlaubt;

/** The actions bound to a page (`seitenbereich`), which a limited account takes only within its limit. */
export const SEITEN_AKTIONEN = (Object.keys(AKTIONEN) as Aktion[]).filter(
  (aktion) => (AKTIONEN[aktion] as AktionInfo).seitenbereich,
);

/** For the editor: whether a button for this action on this page shows (role, state and the account's limit). */
export const darfAufSeite = (
  konto: { rolle: Rolle; bereich?: Kontobereich | null },
  aktion: Aktion,
  zustand: Zustand | null,
  seite: SeitenOrt,
): boolean =>
  darf(konto.rolle, aktion, zustand) &&
  (!(AKTIONEN[aktion] as AktionInfo).seitenbereich || darfSeite(konto.bereich, seite));

export const NUR_EIGENE_AEMTER =
  'Ihr Konto übergibt Seiten nur zwischen seinen eigenen Ämtern; an ein anderes Amt übergibt sie die Administration.';

/**
 * May this account hand a page (in this state) from office `von` to office `nach`? Admins may (the page within their
 * limit, as every page action); an account limited to offices may between its own offices only; nobody else.
 */
export function entscheideAmtswechsel(
  konto: { rolle: Rolle; bereich?: Kontobereich | null },
  zustand: Zustand | null,
  von: number | null,
  nach: number,
): Entscheidung {
  const entscheidung = entscheide(konto.rolle, 'amt_uebergeben', zustand);
  if (entscheidung.erlaubt || entscheidung.status !== 403 || !istBegrenzt(konto.bereich)) return entscheidung;
  const eigene = konto.bereich.abteilungen;
  const zeile = RECHTE.some(
    (recht) =>
      recht.nurZwischenEigenenAemtern &&
      applies(recht, 'amt_uebergeben', zustand) &&
      recht.rollen.includes(konto.rolle),
  );
  if (zeile && von !== null && eigene.includes(von) && eigene.includes(nach)) return { erlaubt: true };
  return { erlaubt: false, status: 403, grund: eigene.length ? NUR_EIGENE_AEMTER : entscheidung.grund };
}

/**
 * The state a page's own actions are judged in. A page withdrawn with a reason answers 308 or 410 at its address:
 * moving it, deleting it or taking its address would turn that answer into a 404, which is unpublishing, so it counts
 * as published (issue 41).
 */
export function seitenZustand(seite: { status: Zustand; zurueckgezogen?: boolean }): Zustand {
  return seite.zurueckgezogen && seite.status === 'entwurf' ? 'veroeffentlicht' : seite.status;
}
