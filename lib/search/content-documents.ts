// What the embedded search finds: every published page of the store, and every entry of a block call's answer that a
// published page shows (staff, offices, events, directory entries, school reports ... : the published entries of the
// collections, and the answers under content/api that are none). An answer no page shows is not public, so it is
// never indexed.
import { safeHref } from './hit-target';
import { joinPieces, textOf } from './plain-text';
import type { HitType } from './types';

export interface SearchDocument {
  typ: HitType;
  /** `url` of a suche_webcontact hit, `_source.es_pfad` of a wegweiser hit. */
  url: string;
  /** `es_pfad_ext` of a wegweiser hit ('' for none). */
  urlExt: string;
  rubrik: string;
  titel: string;
  text: string;
}

const MAX_TEXT = 20_000;
/** Sections that are never public, whatever their content says. */
const PRIVATE_SEGMENT = /^(intranet|raete|ratsinfo|login|user|vorschau)$/i;
/** Answers that are the parts of a page (portal modules) add their words to that page. */
const PAGE_PART_ENDPOINT = /^\/api\/cms\/portale\//;
/** 'Was erledige ich wo?' is the Wegweiser: its entries are hits of that kind. */
const WEGWEISER = /wegweiser|was-erledige/i;

interface PageJson {
  title?: unknown;
  description?: unknown;
  breadcrumbs?: { title?: unknown }[];
  content?: { slotName?: unknown; options?: unknown; context?: { endpoint?: unknown } }[];
}

interface PageInfo {
  path: string;
  titel: string;
  rubrik: string;
  words: string[];
}

/** A block call's answer: `/api/cms/mitarbeiter` and what it answers. */
export interface BlockAnswer {
  endpoint: string;
  answer: unknown;
}

function itemsOf(answer: unknown): unknown[] {
  const data = (answer as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? data : Array.isArray(answer) ? answer : [];
}

const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

export function titleOf(item: Record<string, unknown>): string | undefined {
  const person = [str(item.vorname), str(item.nachname)].filter(Boolean).join(' ');
  return (
    str(item.titel) ??
    str(item.title) ??
    str(item.name) ??
    str(item.bezeichnung) ??
    (person || undefined) ??
    str(item.rubrik) ??
    str(item.thema)
  );
}

export function ownUrlOf(item: Record<string, unknown>): string | undefined {
  const rubriken = Array.isArray(item.rubriken) ? (item.rubriken[0] as Record<string, unknown> | undefined) : undefined;
  for (const candidate of [item.detailURL, item.detailUrl, item.url, item.link, rubriken?.detailURL]) {
    const href = typeof candidate === 'string' ? safeHref(candidate) : null;
    if (href) return href;
  }
  return undefined;
}

function joinText(words: string[]): string {
  const text = joinPieces(words);
  return text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text;
}

/** A published page: its site path and envelope. */
export interface PublishedEnvelope {
  pfad: string;
  inhalt: unknown;
}

export function collectDocuments(published: PublishedEnvelope[], answers: BlockAnswer[]): SearchDocument[] {
  const pages: PageInfo[] = [];
  /** Endpoint -> the page that shows its answer (the shortest path wins). */
  const shownOn = new Map<string, PageInfo>();

  for (const { pfad: path, inhalt } of published) {
    if (path.split('/').some((segment) => PRIVATE_SEGMENT.test(segment))) continue;
    const page = inhalt as PageJson | null | undefined;
    const titel = str(page?.title);
    if (!page || !titel) continue;
    const section = str(page.breadcrumbs?.[1]?.title);
    const info: PageInfo = {
      path,
      titel,
      rubrik: path.startsWith('/de/gemeinschaftsschule')
        ? 'Gemeinschaftsschule'
        : section && section !== titel
          ? section
          : 'Seite',
      words: textOf([page.description, ...(page.content ?? []).map((block) => block.options)]),
    };
    pages.push(info);
    for (const block of page.content ?? []) {
      const endpoint = str(block.context?.endpoint);
      if (!endpoint) continue;
      // A detail call (…/veranstaltungen/12) shows an entry of its collection.
      for (const key of [endpoint, endpoint.replace(/\/[^/]+$/, '')]) {
        const known = shownOn.get(key);
        if (!known || known.path.length > path.length) shownOn.set(key, info);
      }
    }
  }

  const entries: SearchDocument[] = [];
  for (const { endpoint, answer } of answers) {
    if (!endpoint.startsWith('/api/')) continue;
    const page = shownOn.get(endpoint);
    if (!page || endpoint.split('/').some((segment) => PRIVATE_SEGMENT.test(segment))) continue;
    if (PAGE_PART_ENDPOINT.test(endpoint)) {
      page.words.push(...textOf(answer));
      continue;
    }
    const typ: HitType = WEGWEISER.test(endpoint) || WEGWEISER.test(page.path) ? 'wegweiser' : 'suche_webcontact';
    for (const raw of itemsOf(answer)) {
      if (!raw || typeof raw !== 'object' || Array.isArray(raw)) continue;
      const item = raw as Record<string, unknown>;
      const titel = titleOf(item);
      if (!titel) continue;
      const text = joinText(
        textOf({
          ...item,
          titel: undefined,
          title: undefined,
          name: undefined,
          vorname: undefined,
          nachname: undefined,
        }),
      );
      entries.push({ typ, url: ownUrlOf(item) ?? page.path, urlExt: '', rubrik: page.titel, titel, text });
    }
  }

  const documents: SearchDocument[] = pages.map((page) => ({
    typ: WEGWEISER.test(page.path) ? 'wegweiser' : 'suche_webcontact',
    url: page.path,
    urlExt: '',
    rubrik: page.rubrik,
    titel: page.titel,
    text: joinText(page.words),
  }));
  // One hit per target and title: an entry that is also a page of its own is found as the page.
  const seen = new Set(documents.map((d) => `${d.url}\n${d.titel}`));
  for (const entry of entries) {
    const key = `${entry.url}\n${entry.titel}`;
    if (seen.has(key)) continue;
    seen.add(key);
    documents.push(entry);
  }
  return documents;
}
