// The search contract (our own: the specification names the hit kinds and their link fields only).
//
//   GET /api/cms/suche?q=<Suchbegriff>&seite=<n>&pro_seite=<n>
//   200 { "treffer": [Treffer], "gesamt": <Anzahl>, "seite": <n>, "seiten": <Seitenzahl> }
//
// A hit of kind `suche_webcontact` links to its `url`; a hit of kind `wegweiser` links to
// `_source.es_pfad` followed by `es_pfad_ext` (an anchor or query suffix; an absolute URL there
// replaces the path). Both carry `_source.titel`, optionally `_source.text` (an excerpt) and
// `_source.rubrik` (what kind of thing it is, shown as a label).

export const HIT_TYPES = ['suche_webcontact', 'wegweiser'] as const;
export type HitType = (typeof HIT_TYPES)[number];

export interface SearchHitSource {
  titel: string;
  text?: string;
  rubrik?: string;
  es_pfad?: string;
}

export interface SearchHit {
  _type: HitType;
  _score?: number;
  url?: string;
  es_pfad_ext?: string;
  _source: SearchHitSource;
}

export interface SearchAnswer {
  treffer: SearchHit[];
  gesamt: number;
  seite: number;
  seiten: number;
}

/** Hits per result page. */
export const HITS_PER_PAGE = 10;
/** Longer search terms are refused with a message (and never sent upstream). */
export const MAX_QUERY_LENGTH = 200;
