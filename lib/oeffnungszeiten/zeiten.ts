import { formatZeit } from '@/lib/format/datum';
import type { Zeitspanne } from './types';

/** '08:00 – 12:00 Uhr'; a span without a readable start is dropped (null). */
export function formatSpanne({ beginn, ende }: Zeitspanne): string | null {
  const start = formatZeit(beginn) || (isMidnight(beginn) ? '00:00' : '');
  const end = formatZeit(ende) || (isMidnight(ende) ? '24:00' : '');
  if (!start) return null;
  return end ? `${start} – ${end} Uhr` : `ab ${start} Uhr`;
}

// In opening hours 00:00 is a real time (open all day), unlike in event dates.
function isMidnight(value: string | undefined): boolean {
  return typeof value === 'string' && /^0?0:00(:00)?$/.test(value.trim());
}
