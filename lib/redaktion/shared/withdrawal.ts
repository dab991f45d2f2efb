// Withdrawing a published page with a reason: the two choices, their German texts and the check of what an editor
// sends. Browser-safe: the editor's dialog and the API use the same rules.
import { RedaktionError } from './types';

/** Replaced by another page (308 to it), or withdrawn with a public note (410) and an optional suggested page. */
export type Rueckzug =
  { art: 'ersetzt'; ersatzPfad: string } | { art: 'hinweis'; hinweis: string; vorschlagPfad?: string };

export const HINWEIS_MAX = 1000;

export const RUECKZUG_TEXTE = {
  artFehlt: 'Bitte wählen Sie, ob die Seite ersetzt oder mit einem Hinweis zurückgezogen wird.',
  ersatzFehlt: 'Bitte wählen Sie die Seite, die diese ersetzt.',
  hinweisFehlt: 'Bitte geben Sie den öffentlichen Hinweis an, warum die Seite zurückgezogen wurde.',
  hinweisZuLang: `Der Hinweis darf höchstens ${HINWEIS_MAX} Zeichen lang sein.`,
  keinPfad: 'Bitte wählen Sie eine Seite dieser Website (ein Pfad, der mit /de beginnt).',
  zielFehlt: (pfad: string) => `Unter ${pfad} ist keine veröffentlichte Seite.`,
  sichSelbst: 'Eine Seite kann nicht auf sich selbst verweisen.',
  nichtVeroeffentlicht: 'Die Seite ist nicht veröffentlicht; es gibt nichts zurückzuziehen.',
} as const;

const SITE_PATH = /^\/de(\/[^/?#\s]+)*$/;

function sitePath(value: unknown, feld: string, fehlt: string): string {
  const text = typeof value === 'string' ? value.trim().replace(/\/+$/, '') : '';
  if (!text) throw new RedaktionError(422, fehlt, [], feld);
  if (!SITE_PATH.test(text)) throw new RedaktionError(422, RUECKZUG_TEXTE.keinPfad, [], feld);
  return text;
}

/** The withdrawal the body asks for (`art`, `ersatzPfad` or `hinweis` and `vorschlagPfad`), else a German refusal. */
export function parseRueckzug(body: Record<string, unknown>): Rueckzug {
  if (body.art === 'ersetzt')
    return { art: 'ersetzt', ersatzPfad: sitePath(body.ersatzPfad, 'ersatzPfad', RUECKZUG_TEXTE.ersatzFehlt) };
  if (body.art !== 'hinweis') throw new RedaktionError(422, RUECKZUG_TEXTE.artFehlt, [], 'art');
  const hinweis = typeof body.hinweis === 'string' ? body.hinweis.trim() : '';
  if (!hinweis) throw new RedaktionError(422, RUECKZUG_TEXTE.hinweisFehlt, [], 'hinweis');
  if (hinweis.length > HINWEIS_MAX) throw new RedaktionError(422, RUECKZUG_TEXTE.hinweisZuLang, [], 'hinweis');
  const vorschlag = typeof body.vorschlagPfad === 'string' && body.vorschlagPfad.trim() ? body.vorschlagPfad : '';
  return vorschlag
    ? { art: 'hinweis', hinweis, vorschlagPfad: sitePath(vorschlag, 'vorschlagPfad', RUECKZUG_TEXTE.keinPfad) }
    : { art: 'hinweis', hinweis };
}

/** What a withdrawn page's address shows (answered 410): when, the public note, and the suggested page if published. */
export interface Zurueckgezogen {
  /** ISO 8601. */
  am: string;
  hinweis: string;
  vorschlag: { pfad: string; titel: string } | null;
}

/** How a page was taken offline, for the editor (until it is published again). */
export interface RueckzugStand {
  art: Rueckzug['art'];
  /** ISO 8601. */
  am: string;
  von: string;
  /** The replacement's or the suggestion's current path. */
  ziel: string | null;
  hinweis: string | null;
}
