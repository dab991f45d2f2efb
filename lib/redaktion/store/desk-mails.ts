// The mails of the desk, in German: to the office, that something new came in (a link into the Redaktion, no personal
// data: mail is no safe place for it), and to the resident, the decision on their booking request with the office's
// message and the link to cancel. Written into the outbox (lib/mail/outbox.ts) in the transaction of their cause.
import { getConfig } from '@/lib/config';
import { formatDatum } from '@/lib/format/datum';
import type { Sql } from '@/lib/db/database';
import { enqueueMail } from '@/lib/mail/outbox';
import { isMailOn } from '@/lib/mail/mail-config';
import type { BookingRow } from '@/lib/services/automation/booking-decisions';
import type { Amt } from './eingangs-arten';

export const CANCEL_PATHS: Record<string, string> = {
  ebike: '/de/e-bike-leihen/stornieren',
  lastenrad: '/de/lastenrad-leihen/stornieren',
  raum: '/de/raumreservierung/stornieren',
};

const site = () => getConfig().siteUrl;

export const zeitraumText = (von: string, bis: string): string =>
  von === bis ? `am ${formatDatum(von)}` : `vom ${formatDatum(von)} bis ${formatDatum(bis)}`;

const signature = (amt: Amt | null) =>
  ['', 'Mit freundlichen Grüßen', amt ? `Gemeinde Tannbrunn, ${amt.name}` : 'Gemeinde Tannbrunn', amt?.email ?? '']
    .filter((line, index) => index === 0 || line)
    .join('\n');

/** To the office: a new submission is in the inbox. */
export async function mailNeuerEingang(
  sql: Sql,
  amt: Amt | null,
  eingang: { id: string; titel: string; erstelltAm: Date | string },
): Promise<boolean> {
  if (!amt?.email) return false;
  await enqueueMail(sql, {
    an: amt.email,
    betreff: `Neuer Eingang: ${eingang.titel}`,
    text: [
      `Guten Tag,`,
      '',
      `über die Website ist eine neue ${eingang.titel} eingegangen (${formatDatum(eingang.erstelltAm)}).`,
      `Sie finden sie in der Redaktion unter „Eingänge“:`,
      `${site()}/redaktion/eingaenge/${eingang.id}`,
      '',
      'Diese Nachricht wurde automatisch erstellt; die Angaben selbst stehen nur in der Redaktion.',
    ].join('\n'),
    bezug: `eingang:${eingang.id}`,
  });
  return true;
}

/** To the office: a new booking request waits at the booking desk. */
export async function mailNeueAnfrage(
  sql: Sql,
  amt: Amt | null,
  row: BookingRow,
  ressourceName: string,
): Promise<boolean> {
  if (!amt?.email) return false;
  await enqueueMail(sql, {
    an: amt.email,
    betreff: `Neue Anfrage: ${ressourceName} ${zeitraumText(row.datum_von, row.datum_bis)}`,
    text: [
      'Guten Tag,',
      '',
      `über die Website ist eine neue Anfrage für ${ressourceName} ${zeitraumText(row.datum_von, row.datum_bis)} eingegangen.`,
      'Sie können sie am Buchungsschalter der Redaktion annehmen oder ablehnen:',
      `${site()}/redaktion/buchungen/anfrage/${row.uuid}`,
      '',
      'Diese Nachricht wurde automatisch erstellt; die Angaben selbst stehen nur in der Redaktion.',
    ].join('\n'),
    bezug: `buchung:${row.uuid}`,
  });
  return true;
}

/** To the resident: their request was accepted or declined (when they gave an address and mail is on). */
export async function mailEntscheidung(
  sql: Sql,
  amt: Amt | null,
  row: BookingRow,
  ressourceName: string,
): Promise<boolean> {
  const an = typeof row.daten.email === 'string' ? row.daten.email.trim() : '';
  if (!an || !isMailOn()) return false;
  const angenommen = row.status === 'accepted';
  const name = typeof row.daten.name === 'string' && row.daten.name.trim() ? ` ${row.daten.name.trim()}` : '';
  const was = row.art === 'raum' ? 'Reservierungsanfrage' : 'Leihanfrage';
  const lines = [
    `Guten Tag${name},`,
    '',
    angenommen
      ? `Ihre ${was} für ${ressourceName} ${zeitraumText(row.datum_von, row.datum_bis)} ist angenommen. Die Reservierung ist damit verbindlich.`
      : `Ihre ${was} für ${ressourceName} ${zeitraumText(row.datum_von, row.datum_bis)} können wir leider nicht annehmen.`,
  ];
  if (row.nachricht) lines.push('', 'Unsere Nachricht an Sie:', row.nachricht);
  if (angenommen)
    lines.push(
      '',
      'Falls Sie den Termin nicht wahrnehmen können, stornieren Sie bitte hier:',
      `${site()}${CANCEL_PATHS[row.art] ?? ''}?uuid=${row.uuid}`,
    );
  await enqueueMail(sql, {
    an,
    betreff: angenommen ? `Ihre ${was} ist angenommen` : `Ihre ${was} wurde abgelehnt`,
    text: [...lines, signature(amt)].join('\n'),
    antwortAn: amt?.email ?? null,
    bezug: `buchung:${row.uuid}`,
  });
  return true;
}

/** To the sender of a submission that offered a note when it is done (e.g. a damage report that was repaired). */
export async function mailErledigt(
  sql: Sql,
  amt: Amt | null,
  eingangId: string,
  daten: Record<string, unknown>,
  texte: { betreff: string; text: string },
): Promise<boolean> {
  const an = typeof daten.email === 'string' ? daten.email.trim() : '';
  if (!an || !isMailOn()) return false;
  const name = typeof daten.name === 'string' && daten.name.trim() ? ` ${daten.name.trim()}` : '';
  await enqueueMail(sql, {
    an,
    betreff: texts(texte.betreff),
    text: [`Guten Tag${name},`, '', texts(texte.text), signature(amt)].join('\n'),
    antwortAn: amt?.email ?? null,
    bezug: `eingang:${eingangId}`,
  });
  return true;
}

const texts = (text: string) => text.trim();
