// Who may do what in the Redaktion (DESIGN.md section 10): one table, read by the store (which enforces it), the API
// (which answers with its German reason) and the editor (which shows only the buttons it allows). Browser-safe: no
// imports beyond types and texts. A permission is one row of RECHTE; a refusal's reason is derived from the table, so it
// cannot drift from what is enforced. The page dimension: an action marked `seitenbereich` acts on one page (or puts
// one at a path), and an account limited to some offices or subtrees (./page-scope.ts) takes it only within them.

import { darfSeite, type Kontobereich, type SeitenOrt } from './page-scope';
import { WORKFLOW_TEXTS } from './workflow-texts';

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
export type Zustand = (typeof SEITEN_ZUSTAENDE)[number] | (typeof VERSIONS_ZUSTAENDE)[number];

/** What an action's state is the state of: the page, the version acted on, or nothing (the state is not asked). */
export type Gegenstand = 'seite' | 'version' | 'keiner';

export const ARCHIVIERT = 'Die Seite ist gelöscht (archiviert); stellen Sie sie zuerst wieder her.';
export const NICHT_EINGEREICHT =
  'Veröffentlicht oder geplant wird nur eine zur Freigabe eingereichte Version. Bitte reichen Sie sie zuerst ein.';

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
    titel: 'Das Ändern von Zuständigkeit und Prüfdatum',
    gegenstand: 'seite',
    seitenbereich: true,
  },
  entwurf_teilen: { titel: 'Das Teilen eines Entwurfs', gegenstand: 'seite', seitenbereich: true },
  entwurfslink_widerrufen: {
    titel: 'Das Widerrufen eines Links zum Entwurf',
    gegenstand: 'seite',
    seitenbereich: true,
  },
  warnmeldung_schreiben: { titel: 'Das Schreiben einer Warnmeldung', gegenstand: 'keiner' },
  warnmeldung_freigeben: { titel: 'Das Freigeben einer Warnmeldung', gegenstand: 'keiner' },
  warnmeldung_notfall: { titel: 'Das sofortige Veröffentlichen einer Warnmeldung', gegenstand: 'keiner' },
  warnmeldung_bestaetigen: { titel: 'Die zweite Freigabe einer Warnmeldung', gegenstand: 'keiner' },
  warnmeldung_beenden: { titel: 'Das Beenden einer Warnmeldung', gegenstand: 'keiner' },
  protokoll_lesen: { titel: 'Das Protokoll zu lesen', gegenstand: 'keiner' },
  inhaltspruefung_lesen: { titel: 'Die Inhaltsprüfung zu sehen', gegenstand: 'keiner' },
  einstellungen_aendern: { titel: 'Das Ändern der Einstellungen', gegenstand: 'keiner' },
  konten_verwalten: { titel: 'Das Verwalten der Konten', gegenstand: 'keiner' },
} as const satisfies Record<string, AktionInfo>;

export type Aktion = keyof typeof AKTIONEN;

export interface Recht {
  aktion: Aktion;
  rollen: readonly Rolle[];
  /** The states of the action's object it applies in; absent = every state. */
  zustaende?: readonly Zustand[];
}

const ALLE: readonly Rolle[] = ROLLEN;
const FREIGEBENDE: readonly Rolle[] = ['freigabe', 'admin'];
const LEBEND: readonly Zustand[] = ['entwurf', 'veroeffentlicht', 'geaendert'];
const OEFFENTLICH: readonly Zustand[] = ['veroeffentlicht', 'geaendert'];

/** The permissions: one row each. Everything not listed is refused. */
export const RECHTE: readonly Recht[] = [
  { aktion: 'seite_anlegen', rollen: ALLE },
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
  // Keeping pages true: whoever edits a page records that it was checked, and changes its owner and review date.
  { aktion: 'seite_pruefen', rollen: ALLE, zustaende: LEBEND },
  { aktion: 'zustaendigkeit_aendern', rollen: ALLE, zustaende: LEBEND },
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
];

export type Entscheidung = { erlaubt: true } | { erlaubt: false; status: 403 | 409; grund: string };

const applies = (recht: Recht, aktion: Aktion, zustand: Zustand | null) =>
  recht.aktion === aktion && (!recht.zustaende || (zustand !== null && recht.zustaende.includes(zustand)));

/** The states an action's object can be in (one null for actions that ask none). */
export function zustaendeVon(aktion: Aktion): readonly (Zustand | null)[] {
  const { gegenstand } = AKTIONEN[aktion];
  return gegenstand === 'seite' ? SEITEN_ZUSTAENDE : gegenstand === 'version' ? VERSIONS_ZUSTAENDE : [null];
}

/**
 * May this role take this action on an object in this state? Refused with 403 naming the roles that may when the
 * role may not take the action at all, or some other role may in this state; else with 409 and the state's reason.
 */
export function entscheide(rolle: Rolle, aktion: Aktion, zustand: Zustand | null = null): Entscheidung {
  const rows = RECHTE.filter((recht) => applies(recht, aktion, zustand));
  if (rows.some((recht) => recht.rollen.includes(rolle))) return { erlaubt: true };
  const info: AktionInfo = AKTIONEN[aktion];
  const ofAction = RECHTE.filter((recht) => recht.aktion === aktion);
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
