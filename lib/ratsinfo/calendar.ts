// The council meetings as an iCalendar feed (RFC 5545, Berlin time), and the member's personal
// address of it.
import { berlin } from '@/lib/format/dayjs';
import { buildCalendar, type IcalEvent } from '@/lib/ical/calendar';
import type { Sitzung } from '@/lib/services/ratsinfo/ratsinfo-service';

export function meetingEvents(meetings: Sitzung[], siteUrl: string): IcalEvent[] {
  return meetings.flatMap((m) => {
    const start = berlin(m.beginn);
    if (!start) return [];
    const end = berlin(m.ende ?? null);
    const agenda = m.tagesordnung.map((p) =>
      `${p.nummer} ${p.titel}${p.oeffentlich ? '' : ' (nichtöffentlich)'}`.trim(),
    );
    return [
      {
        uid: `ratssitzung-${m.id}@tannbrunn.example`,
        summary: m.gremium && !m.titel.includes(m.gremium) ? `${m.titel} (${m.gremium})` : m.titel,
        startDate: start.format('YYYY-MM-DD'),
        startTime: start.format('HH:mm'),
        endDate: end?.format('YYYY-MM-DD'),
        endTime: end?.format('HH:mm') ?? start.add(2, 'hour').format('HH:mm'),
        location: m.ort || undefined,
        description: [
          m.oeffentlich ? 'Öffentliche Sitzung' : 'Nichtöffentliche Sitzung',
          ...(agenda.length ? ['Tagesordnung:', ...agenda] : []),
        ].join('\n'),
        url: `${siteUrl}/de/ratsinfo/sitzungen/${m.id}`,
        categories: ['Ratssitzung'],
      },
    ];
  });
}

export function ratsinfoCalendar(meetings: Sitzung[], siteUrl: string, now?: Date): string {
  return buildCalendar({
    name: 'Sitzungstermine Gemeinderat Tannbrunn',
    events: meetingEvents(meetings, siteUrl),
    now,
  });
}

export const CALENDAR_PATH = '/api/ratsinfo/kalender.ics';

/** The personal subscription address: calendar apps send no cookie, so the key stands for the member. */
export function calendarAddress(siteUrl: string, key: string): string {
  return `${siteUrl}${CALENDAR_PATH}?schluessel=${encodeURIComponent(key)}`;
}
