// The words of scheduled publishing, shared by the store (lib/redaktion/store/schedules.ts) and the editor's views, which
// say the same before they ask the server.
import { formatDatumUhrzeit } from '@/lib/format/datum';

export type ZeitplanArt = 'veroeffentlichen' | 'zurueckziehen';

export interface Zeitplan {
  id: number;
  /** The document's id: a page's, or an entry's (then `sammlung` names its collection). */
  seiteId: string;
  pfad: string;
  sammlung: string | null;
  art: ZeitplanArt;
  versionNummer: number | null;
  /** ISO 8601. */
  zeitpunkt: string;
  von: string;
}

export const SCHEDULE_TEXTS = {
  timeMissing: 'Bitte geben Sie Datum und Uhrzeit an (TT.MM.JJJJ, HH:MM).',
  timePast: 'Der Zeitpunkt liegt in der Vergangenheit. Bitte wählen Sie einen Zeitpunkt in der Zukunft.',
  timeTooFar: 'Eine Veröffentlichung kann höchstens zwei Jahre im Voraus geplant werden.',
  withErrors: 'Eine Version mit Fehlern kann nicht zur Veröffentlichung geplant werden.',
  notPending: 'Dieser Termin ist schon ausgeführt oder abgebrochen.',
  running: 'Dieser Termin wird gerade ausgeführt.',
} as const;

/** '01.12.2026, 10:00 Uhr' (Europe/Berlin). */
export const scheduleTime = (iso: string) => `${formatDatumUhrzeit(iso)} Uhr`;

/** 'Veröffentlichung von Version 3 am 01.12.2026, 10:00 Uhr' / 'Offline am …'. */
export function describeSchedule(termin: Zeitplan): string {
  const when = scheduleTime(termin.zeitpunkt);
  return termin.art === 'veroeffentlichen'
    ? `Veröffentlichung von Version ${termin.versionNummer} am ${when}`
    : `Offline am ${when}`;
}
