// The moments at which a published document changes what visitors see without a new version: an alert banner
// appears at its start and goes at its end; an entry of a collection leaves the current list at its governing date
// (a tender's deadline, an event's last day).
import type { DokumentArt } from './document-kinds';
import { isSammlungName, sammlung as declarationOf } from '@/lib/sammlungen/registry';
import { currentUntil } from '@/lib/sammlungen/entry-rules';

interface Published {
  inhalt: unknown;
}

const moment = (value: unknown): Date | null => {
  if (typeof value !== 'string' || !value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

export function momentsOf(art: DokumentArt, sammlung: string | undefined, version: Published): Date[] {
  const inhalt = (version.inhalt ?? {}) as Record<string, unknown>;
  if (art === 'warnmeldung') return [moment(inhalt.beginn), moment(inhalt.ende)].filter((d): d is Date => d !== null);
  if (art === 'eintrag' && isSammlungName(sammlung)) {
    const until = currentUntil(declarationOf(sammlung), version.inhalt);
    return until ? [until] : [];
  }
  return [];
}
