// The inbox's address: its filters as query parameters, without the empty ones, so a link keeps them.
import type { EingangFilter } from '@/lib/redaktion/shared/eingaenge';

export function inboxQuery(filter: EingangFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filter, nach: undefined, vor: undefined, ...extra }))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}
