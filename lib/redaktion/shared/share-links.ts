// Sharing a draft (issue 45): a link that shows one version of one page to someone without an account (the mayor, a
// club's chairwoman), valid for a chosen time of at most 30 days, revocable, listed with who made it and when it was
// last used. A link names its target as a kind and an id (and a version where the kind has versions), so that an
// entry of a collection or a whole release can be shared the same way later; pages' versions are what exists now.
// Browser-safe: the editor's list and form and the store share these words and rules.

/** What a link can show. Now: a version of a page. */
export type EntwurfslinkArt = 'seite';

export interface EntwurfslinkZiel {
  art: EntwurfslinkArt;
  /** The page's id. */
  id: string;
  /** The version's id. */
  version: number;
}

export type EntwurfslinkStand = 'gueltig' | 'abgelaufen' | 'widerrufen';

/** A link as the editor lists it; its token is shown once, when it is made, and never stored. */
export interface Entwurfslink {
  id: string;
  ziel: EntwurfslinkZiel;
  /** The version's number as editors know it ("Version 7"). */
  versionNummer: number | null;
  /** For whom or why (optional). */
  bezeichnung: string | null;
  erstellt: { von: string; am: string };
  /** ISO 8601. */
  gueltigBis: string;
  widerrufen: { von: string; am: string } | null;
  /** ISO 8601; null while nobody has opened it. */
  zuletztGenutzt: string | null;
  nutzungen: number;
  stand: EntwurfslinkStand;
}

export const MAX_GUELTIG_TAGE = 30;
export const MAX_GUELTIG_MS = MAX_GUELTIG_TAGE * 86_400_000;
export const BEZEICHNUNG_MAX = 200;

/** The editor's choices of validity, in hours. */
export const GUELTIGKEITEN = [
  { stunden: 1, label: '1 Stunde' },
  { stunden: 24, label: '1 Tag' },
  { stunden: 72, label: '3 Tage' },
  { stunden: 168, label: '7 Tage' },
  { stunden: 336, label: '14 Tage' },
  { stunden: 720, label: '30 Tage' },
] as const;

/** The address of a shared draft (pages/entwurf/[token].tsx). */
export const entwurfslinkPfad = (token: string) => `/entwurf/${token}`;

export function standVon(link: { gueltigBis: string; widerrufen: unknown }, now: Date = new Date()): EntwurfslinkStand {
  if (link.widerrufen) return 'widerrufen';
  return new Date(link.gueltigBis).getTime() <= now.getTime() ? 'abgelaufen' : 'gueltig';
}

export const ENTWURFSLINK_TEXTE = {
  gueltigkeitFehlt: 'Bitte wählen Sie, wie lange der Link gültig sein soll.',
  gueltigkeitVorbei: 'Der Link muss in der Zukunft ablaufen.',
  gueltigkeitZuLang: `Ein Link zum Entwurf ist höchstens ${MAX_GUELTIG_TAGE} Tage gültig.`,
  bezeichnungZuLang: `Die Bezeichnung darf höchstens ${BEZEICHNUNG_MAX} Zeichen lang sein.`,
  versionFehlt: 'Speichern Sie die Seite, bevor Sie einen Link zum Entwurf erstellen.',
  linkFehlt: 'Diesen Link zum Entwurf gibt es nicht.',
  schonWiderrufen: 'Dieser Link ist schon widerrufen.',
  // The page a shared link shows.
  hinweisTitel: 'Unveröffentlichter Entwurf',
  hinweis:
    'Diese Seite ist noch nicht veröffentlicht. Sie sehen einen Entwurf, der sich noch ändern kann; bitte geben Sie den Link nicht weiter.',
  abgelaufenTitel: 'Dieser Link ist abgelaufen',
  abgelaufen:
    'Der Link zu diesem Entwurf war nur für eine begrenzte Zeit gültig. Bitte wenden Sie sich an die Person, die ihn Ihnen geschickt hat, wenn Sie den Entwurf noch einmal sehen möchten.',
  widerrufenTitel: 'Dieser Link wurde zurückgezogen',
  widerrufen:
    'Die Redaktion hat den Link zu diesem Entwurf zurückgezogen. Bitte wenden Sie sich an die Person, die ihn Ihnen geschickt hat.',
  unbekanntTitel: 'Diesen Link gibt es nicht',
  unbekannt:
    'Der Link ist nicht (mehr) gültig. Bitte prüfen Sie, ob Sie ihn vollständig kopiert haben, oder wenden Sie sich an die Person, die ihn Ihnen geschickt hat.',
  gesperrtTitel: 'Zu viele ungültige Links',
  nichtErreichbarTitel: 'Der Entwurf ist gerade nicht erreichbar',
  nichtErreichbar: 'Bitte versuchen Sie es in einigen Minuten erneut.',
} as const;
