// The moments at which a published document changes what visitors see without a new version: an alert banner
// appears at its start and goes at its end. (Entries of collections add theirs: a tender's deadline, an event's end.)
import type { DokumentArt } from './document-kinds';

interface Published {
  inhalt: unknown;
}

const moment = (value: unknown): Date | null => {
  if (typeof value !== 'string' || !value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

export function momentsOf(art: DokumentArt, _sammlung: string | undefined, version: Published): Date[] {
  const inhalt = (version.inhalt ?? {}) as Record<string, unknown>;
  if (art === 'warnmeldung') return [moment(inhalt.beginn), moment(inhalt.ende)].filter((d): d is Date => d !== null);
  return [];
}
