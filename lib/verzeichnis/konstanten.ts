// Spec section 9: interest group ids of the 'Sonstiges' filter group.
export const INTERESSENGRUPPEN = [
  { id: 4, name: 'familienfreundlich' },
  { id: 8, name: 'motorradfreundlich' },
  { id: 11, name: 'Dorfurlaub' },
] as const;

export const SONSTIGES = 'Sonstiges';

/** The route query keys of the filter (spec section 3). */
export const QUERY_KEYS = { rubrik: 'rubrik_id', ort: 'ort', interessengruppe: 'interessengruppen_id' } as const;
