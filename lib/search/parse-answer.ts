// Checks the CMS's search answer against our contract (types.ts) before the page uses it. Hits
// of other kinds, or without a title or a target, are left out; an answer that is not the
// contract's shape is a failure of the upstream.
import { hitTarget } from './hit-target';
import { HIT_TYPES, type SearchAnswer, type SearchHit } from './types';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const optionalString = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const positiveInt = (v: unknown, fallback: number): number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : fallback;

function parseHit(raw: unknown): SearchHit | null {
  if (!isObject(raw) || !isObject(raw._source)) return null;
  const type = raw._type;
  if (!HIT_TYPES.includes(type as SearchHit['_type'])) return null;
  const source = raw._source;
  const titel = optionalString(source.titel)?.trim();
  if (!titel) return null;
  const hit: SearchHit = {
    _type: type as SearchHit['_type'],
    ...(typeof raw._score === 'number' ? { _score: raw._score } : {}),
    ...(optionalString(raw.url) !== undefined ? { url: raw.url as string } : {}),
    ...(optionalString(raw.es_pfad_ext) !== undefined ? { es_pfad_ext: raw.es_pfad_ext as string } : {}),
    _source: {
      titel,
      ...(optionalString(source.text) ? { text: source.text as string } : {}),
      ...(optionalString(source.rubrik) ? { rubrik: source.rubrik as string } : {}),
      ...(optionalString(source.es_pfad) ? { es_pfad: source.es_pfad as string } : {}),
    },
  };
  return hitTarget(hit) ? hit : null;
}

export class InvalidSearchAnswer extends Error {
  constructor() {
    super('Antwort der Suche entspricht nicht dem Vertrag');
    this.name = 'InvalidSearchAnswer';
  }
}

export function parseSearchAnswer(body: unknown, requestedPage: number): SearchAnswer {
  if (!isObject(body) || !Array.isArray(body.treffer)) throw new InvalidSearchAnswer();
  const treffer = body.treffer.map(parseHit).filter((h): h is SearchHit => h !== null);
  const gesamt = Math.max(positiveInt(body.gesamt, treffer.length), treffer.length);
  return {
    treffer,
    gesamt,
    seite: Math.max(1, positiveInt(body.seite, requestedPage)),
    seiten: positiveInt(body.seiten, gesamt ? 1 : 0),
  };
}
