// The alert banner ('Warnmeldung'): what it is, its words and its rules, shared by the store, the Redaktion's form
// and the site's layout. It is published like a page (four eyes), and it is the one thing an approver may publish at
// once in an emergency: it goes out at once, and stays marked as awaiting its second approval, logged, until
// another approver confirms it.

export const STUFEN = ['information', 'hinweis', 'warnung', 'gefahr'] as const;
export type Stufe = (typeof STUFEN)[number];

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

/** What the site shows: only published, current banners, with what a visitor needs. */
export interface SichtbareWarnmeldung {
  id: string;
  text: string;
  stufe: Stufe;
  link: { href: string; text: string } | null;
  /** Site path the banner covers: `/de` (the whole site) or a section such as `/de/gemeinschaftsschule`. */
  bereich: string;
}

/** What the Redaktion shows and edits. */
export interface Warnmeldung extends SichtbareWarnmeldung {
  /** ISO 8601. */
  beginn: string;
  ende: string | null;
  zustand: WarnmeldungZustand;
  /** Whose text it is: nobody publishes their own (four eyes), except in an emergency. */
  autor: { id: string; name: string };
  freigabe: { von: string; am: string } | null;
  /** Published at once by an approver alone; `bestaetigt` null while it awaits the second approval. */
  notfall: boolean;
  bestaetigt: { von: string; am: string } | null;
  geaendertAm: string;
}

export const WARNMELDUNG_TEXTS = {
  textMissing: 'Bitte geben Sie den Text der Warnmeldung ein.',
  textTooLong: 'Der Text der Warnmeldung darf höchstens 300 Zeichen lang sein.',
  stufeMissing: 'Bitte wählen Sie eine Stufe: Information, Hinweis, Warnung oder Gefahr.',
  linkInvalid: 'Der Link muss ein Pfad dieser Website (/de/…) oder eine Adresse mit https:// sein.',
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
  ownEmergency: 'Die zweite Freigabe muss eine andere Person geben als die, die im Notfall veröffentlicht hat.',
  notEmergency: 'Diese Warnmeldung wartet auf keine zweite Freigabe.',
  notPublished: 'Nur eine veröffentlichte Warnmeldung kann beendet werden.',
  published: 'Die Warnmeldung ist veröffentlicht und auf allen Instanzen sichtbar.',
  emergencyPublished:
    'Die Warnmeldung ist sofort veröffentlicht. Sie wartet auf die zweite Freigabe durch eine andere Person.',
  awaitingSecond: 'Notfall: wartet auf zweite Freigabe',
  closeLabel: 'Warnmeldung ausblenden',
};
