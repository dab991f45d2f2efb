// What a day of the booking desk's calendar says, for staff: how much of the resource is accepted or blocked, and
// whether requests wait. Accepted requests and blocks hold the days; a declined or cancelled request holds nothing.
import type { DayStatus } from '@/lib/services/automation/availability';
import type { BuchungZeile, Ressource } from '@/lib/redaktion/shared/eingaenge';

export function deskDayStatus(buchungen: readonly BuchungZeile[], ressource: Ressource, day: string): DayStatus {
  const onDay = buchungen.filter((b) => b.von <= day && day <= b.bis);
  const held = onDay.filter((b) => b.zustand === 'accepted');
  const taken = held.reduce((sum, b) => sum + b.anzahl, 0);
  const waiting = onDay.filter((b) => b.zustand === 'pending').length;
  const blocked = held.some((b) => b.sperreGrund !== null);
  const wait = waiting ? `, ${waiting} ${waiting === 1 ? 'Anfrage' : 'Anfragen'} offen` : '';
  if (taken >= ressource.kapazitaet)
    return { label: `${blocked ? 'Gesperrt' : 'Belegt'}${wait}`, kind: blocked ? 'blocked' : 'taken' };
  if (taken > 0) return { label: `${taken} von ${ressource.kapazitaet} vergeben${wait}`, kind: 'partly' };
  if (waiting) return { label: `${waiting} ${waiting === 1 ? 'Anfrage' : 'Anfragen'} offen`, kind: 'reserved' };
  return { label: 'Frei', kind: 'free' };
}
