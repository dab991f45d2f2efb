// An archive entry is shown only between gueltig_von and gueltig_bis (both days included).
import type { ArchivEintrag } from '@/lib/services/intranet/intranet-service';

function day(value: string | null | undefined): string | null {
  const match = value ? /^(\d{4}-\d{2}-\d{2})/.exec(value) : null;
  return match ? match[1]! : null;
}

export function isValidOn(entry: Pick<ArchivEintrag, 'gueltig_von' | 'gueltig_bis'>, today: string): boolean {
  const from = day(entry.gueltig_von);
  const until = day(entry.gueltig_bis);
  return (!from || from <= today) && (!until || until >= today);
}
