// The alert banner ('Warnmeldung'): what it is, its words and its rules, shared by the store, the Redaktion's form
// and the site's layout. It is published like a page (four eyes, judged by whose content it carries), and it is the
// one thing an approver may publish at once in an emergency: it goes out at once, with links to this site only, and
// ends by itself after a short time (EMERGENCY_BANNER_HOURS) unless another approver confirms it; until then the
// Redaktion shows it as awaiting its second approval, with the time left.

/** The database's limits of the fields (migration 170): longer input is refused with a German message, never a 500. */
export const LINK_MAX = 500;
export const LINK_TEXT_MAX = 120;
export const BEREICH_MAX = 300;

import type { SichtbareWarnmeldung, Stufe } from '@/lib/services/cms/site-types';

export { STUFEN, type SichtbareWarnmeldung, type Stufe } from '@/lib/services/cms/site-types';

export const STUFE_LABELS: Record<Stufe, string> = {
  information: 'Information',
  hinweis: 'Hinweis',
  warnung: 'Warnung',
  gefahr: 'Gefahr',
};

export type WarnmeldungZustand = 'entwurf' | 'zur_freigabe' | 'veroeffentlicht' | 'beendet';

export const ZUSTAND_LABELS: Record<WarnmeldungZustand, string> = {
  entwurf: 'Entwurf',
  zur_freigabe: 'Zur Freigabe',
  veroeffentlicht: 'Veröffentlicht',
  beendet: 'Beendet',
};

/** What the Redaktion shows and edits. */
export interface Warnmeldung extends SichtbareWarnmeldung {
  /** ISO 8601. */
  beginn: string;
  ende: string | null;
  zustand: WarnmeldungZustand;
  /** Who last changed its content (shown as 'Text von'). */
  autor: { id: string; name: string };
  /**
   * Account ids whose content it carries (every account that changed it since it was created): none of them
   * publishes it or gives its second approval (four eyes by content: an unchanged save launders nothing).
   */
  inhaltVon: string[];
  freigabe: { von: string; am: string } | null;
  /**
   * Published at once by an approver alone; `bestaetigt` null while it awaits the second approval. Until then `ende`
   * is the automatic end (ISO 8601) and `endeGewuenscht` the end its author asked for, which the confirmation restores.
   */
  notfall: boolean;
  bestaetigt: { von: string; am: string } | null;
  endeGewuenscht: string | null;
  geaendertAm: string;
}

export const WARNMELDUNG_TEXTS = {
  textMissing: 'Bitte geben Sie den Text der Warnmeldung ein.',
  textTooLong: 'Der Text der Warnmeldung darf höchstens 300 Zeichen lang sein.',
  stufeMissing: 'Bitte wählen Sie eine Stufe: Information, Hinweis, Warnung oder Gefahr.',
  linkInvalid: 'Der Link muss ein Pfad dieser Website (/de/…) oder eine Adresse mit https:// sein.',
  linkTooLong: `Der Link darf höchstens ${LINK_MAX} Zeichen lang sein.`,
  linkTextTooLong: `Der Linktext darf höchstens ${LINK_TEXT_MAX} Zeichen lang sein.`,
  bereichTooLong: `Der Bereich darf höchstens ${BEREICH_MAX} Zeichen lang sein.`,
  linkTextMissing: 'Bitte geben Sie einen Linktext an, der sagt, wohin der Link führt.',
  bereichInvalid:
    'Der Bereich muss /de (die ganze Website) oder ein Pfad darunter sein, z. B. /de/gemeinschaftsschule.',
  timeInvalid: 'Bitte geben Sie Beginn und Ende als Datum mit Uhrzeit an.',
  endBeforeStart: 'Das Ende muss nach dem Beginn liegen.',
  notEditable:
    'Diese Warnmeldung ist eingereicht oder veröffentlicht und kann nicht mehr geändert werden. Legen Sie eine neue an.',
  notSubmitted: 'Nur eine eingereichte Warnmeldung kann freigegeben werden.',
  ownText:
    'Nach dem Vier-Augen-Prinzip kann niemand eine eigene Warnmeldung freigeben. Im Notfall veröffentlichen Sie sie sofort; eine zweite Person bestätigt sie danach.',
  ownEmergency:
    'Die zweite Freigabe muss eine andere Person geben als die, die im Notfall veröffentlicht oder den Text geschrieben hat.',
  emergencyExternalLink:
    'Im Notfall ohne zweite Freigabe darf der Link nur auf eine Seite dieser Website (/de/…) führen. Ändern Sie den Link, oder lassen Sie die Warnmeldung regulär freigeben.',
  emergencyExpired:
    'Diese Notfall-Warnmeldung ist ohne zweite Freigabe abgelaufen und nicht mehr sichtbar. Legen Sie sie bei Bedarf neu an.',
  notEmergency: 'Diese Warnmeldung wartet auf keine zweite Freigabe.',
  notPublished: 'Nur eine veröffentlichte Warnmeldung kann beendet werden.',
  published: 'Die Warnmeldung ist veröffentlicht und auf allen Instanzen sichtbar.',
  emergencyPublished:
    'Die Warnmeldung ist sofort veröffentlicht. Sie wartet auf die zweite Freigabe durch eine andere Person.',
  awaitingSecond: 'Notfall: wartet auf zweite Freigabe',
  /** '… endet von selbst am 28.11.2026, 10:00 Uhr (noch 23 Std. 12 Min.), wenn niemand sie bestätigt.' */
  endsByItself: (am: string, rest: string) =>
    `Endet von selbst am ${am}${rest ? ` (${rest})` : ''}, wenn niemand sie vorher bestätigt.`,
  closeLabel: 'Warnmeldung ausblenden',
};

/** A link of this site (`/de`, `/de/…`, with a query or fragment): the only kind an unconfirmed emergency banner has. */
export const isSitePathLink = (href: string) => /^\/de(?:\/|$|\?|#)/.test(href);

/** Whether the banner awaits its second approval (published in an emergency, not confirmed). */
export const wartetAufBestaetigung = (banner: Pick<Warnmeldung, 'notfall' | 'bestaetigt'>) =>
  banner.notfall && !banner.bestaetigt;

/** 'noch 23 Std. 12 Min.', 'noch 4 Min.', 'abgelaufen': the time left until `ende`, to the minute. */
export function restzeit(ende: string, now: number): string {
  const minutes = Math.ceil((Date.parse(ende) - now) / 60_000);
  if (minutes <= 0) return 'abgelaufen';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `noch ${hours ? `${hours} Std.${rest ? ' ' : ''}` : ''}${rest || !hours ? `${rest} Min.` : ''}`;
}
