// Where a hit leads (see types.ts). Only site paths and http(s) addresses are links: anything
// else (javascript:, data:, protocol-relative //host) is no target at all.
import type { SearchHit } from './types';

export function safeHref(href: string | undefined): string | null {
  const value = href?.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export function hitTarget(hit: SearchHit): string | null {
  if (hit._type === 'suche_webcontact') return safeHref(hit.url);
  const ext = hit.es_pfad_ext?.trim() ?? '';
  if (/^https?:\/\//i.test(ext)) return safeHref(ext);
  const base = hit._source.es_pfad?.trim();
  return base ? safeHref(base + ext) : null;
}
