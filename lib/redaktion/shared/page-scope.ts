// Editing rights per department (DESIGN.md section 10): an account may be limited to the pages of one or more offices
// (Ämter) and to subtrees (path prefixes) an admin assigns. A limited account acts only on pages inside that limit; an
// account without a limit keeps what its role allows. Browser-safe: the store enforces these rules, the editor hides
// what they refuse, and both word the refusal alike.

/** An account's limit; both lists empty = unlimited. */
export interface Kontobereich {
  /** Ids of the offices of the site's list (content/api/cms/aemter.json). */
  abteilungen: number[];
  /** Site paths; a page at or below one of them is inside the limit. */
  pfade: string[];
}

/** What the rules ask of a page: where it is and which office owns it. */
export interface SeitenOrt {
  pfad: string;
  abteilung: number | null;
}

export const UNBEGRENZT: Kontobereich = { abteilungen: [], pfade: [] };

export const istBegrenzt = (bereich: Kontobereich | null | undefined): bereich is Kontobereich =>
  !!bereich && (bereich.abteilungen.length > 0 || bereich.pfade.length > 0);

/** Whether `pfad` is `wurzel` or below it. */
export const imTeilbaum = (pfad: string, wurzel: string): boolean => pfad === wurzel || pfad.startsWith(`${wurzel}/`);

/** May an account with this limit act on this page (or put a page at this place)? */
export function darfSeite(bereich: Kontobereich | null | undefined, seite: SeitenOrt): boolean {
  if (!istBegrenzt(bereich)) return true;
  if (seite.abteilung !== null && bereich.abteilungen.includes(seite.abteilung)) return true;
  return bereich.pfade.some((wurzel) => imTeilbaum(seite.pfad, wurzel));
}

const quoted = (names: string[]) => names.map((name) => `„${name}“`).join(', ');

/** 'Seiten von „Bürgerbüro“ und unter „/de/tourismus“': what the limit allows, in words. */
export function beschreibeBereich(bereich: Kontobereich, amtName: (id: number) => string): string {
  const parts = [
    ...(bereich.abteilungen.length ? [`Seiten von ${quoted(bereich.abteilungen.map(amtName))}`] : []),
    ...(bereich.pfade.length ? [`Seiten unter ${quoted(bereich.pfade)}`] : []),
  ];
  return parts.join(' und ');
}

/**
 * The refusal for a page outside the limit (`art: 'seite'`) or a new place for a page outside it (`art: 'pfad'`):
 * 'Diese Seite gehört zum Amt „Bauamt“; Ihr Konto darf nur Seiten von „Bürgerbüro“ bearbeiten.'
 */
export function bereichsGrund(
  bereich: Kontobereich,
  seite: SeitenOrt,
  amtName: (id: number) => string,
  art: 'seite' | 'pfad' = 'seite',
): string {
  const subject = art === 'seite' ? 'Diese Seite gehört' : `Der Pfad „${seite.pfad}“ gehört`;
  const owner = seite.abteilung === null ? `${subject} keinem Amt` : `${subject} zum Amt „${amtName(seite.abteilung)}“`;
  return `${owner}; Ihr Konto darf nur ${beschreibeBereich(bereich, amtName)} bearbeiten.`;
}

/**
 * The refusal for an alert banner's area that reaches beyond the limit through a page below its root:
 * 'Der Bereich „/de/tourismus“ umfasst auch die Seite „/de/tourismus/x“ (Amt „Bauamt“); Ihr Konto darf nur … bearbeiten.'
 */
export function bereichUmfasstGrund(
  bereich: Kontobereich,
  flaeche: string,
  seite: SeitenOrt,
  amtName: (id: number) => string,
): string {
  const owner = seite.abteilung === null ? 'ohne Amt' : `Amt „${amtName(seite.abteilung)}“`;
  return `Der Bereich „${flaeche}“ umfasst auch die Seite „${seite.pfad}“ (${owner}); Ihr Konto darf nur ${beschreibeBereich(bereich, amtName)} bearbeiten.`;
}
