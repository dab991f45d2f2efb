// Withdrawing a published page with a reason: the two choices, their German texts and the check of what an editor
// sends. Browser-safe: the editor's dialog and the API use the same rules.
//
// The public note of a withdrawal (the 410 page) is chosen from fixed texts, never written freely: withdrawing is one
// approver's immediate act (an urgent takedown must not wait for a second person, as no unpublication does), so a
// free text would reach the public without anyone else having read it. The fixed texts were reviewed once, with this
// file; what a note cannot say, the suggested page says, and that page is published content, through four eyes.
import { RedaktionError } from './types';

/** Replaced by another page (308 to it), or withdrawn with a public note (410) and an optional suggested page. */
export type Rueckzug =
  { art: 'ersetzt'; ersatzPfad: string } | { art: 'hinweis'; hinweis: string; vorschlagPfad?: string };

/** The public notes a withdrawn page's address may show (410), to choose from. */
export const RUECKZUG_HINWEISE = [
  'Dieses Angebot gibt es nicht mehr.',
  'Die Informationen dieser Seite sind nicht mehr aktuell und wurden entfernt.',
  'Die Veranstaltung hat stattgefunden.',
  'Die Frist ist abgelaufen.',
  'Die Zuständigkeit hat sich geändert; die Informationen stehen jetzt an anderer Stelle.',
  'Diese Seite wird überarbeitet und ist bald wieder verfügbar.',
] as const;

export const RUECKZUG_TEXTE = {
  artFehlt: 'Bitte wählen Sie, ob die Seite ersetzt oder mit einem Hinweis zurückgezogen wird.',
  ersatzFehlt: 'Bitte wählen Sie die Seite, die diese ersetzt.',
  hinweisFehlt: 'Bitte wählen Sie den öffentlichen Hinweis, warum die Seite zurückgezogen wurde.',
  hinweisFrei:
    'Bitte wählen Sie einen der vorgegebenen Hinweise: ein frei geschriebener Text würde ohne zweite Person veröffentlicht.',
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
  if (!(RUECKZUG_HINWEISE as readonly string[]).includes(hinweis))
    throw new RedaktionError(422, RUECKZUG_TEXTE.hinweisFrei, [], 'hinweis');
  const vorschlag = typeof body.vorschlagPfad === 'string' && body.vorschlagPfad.trim() ? body.vorschlagPfad : '';
  return vorschlag
    ? { art: 'hinweis', hinweis, vorschlagPfad: sitePath(vorschlag, 'vorschlagPfad', RUECKZUG_TEXTE.keinPfad) }
    : { art: 'hinweis', hinweis };
}

export type { Zurueckgezogen } from '@/lib/services/cms/site-types';

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
