// The business directory (Branchenverzeichnis) as the CMS sends it (spec section 3): the generated types of
// schemas/entities/brancheneintrag and branchen-filterdaten; the filter selection is the site's own.
export type {
  Brancheneintrag,
  Branchenrubrik,
  FacettenQuelle,
  FilterRubrik,
  Interessengruppe,
  VerzeichnisFilterDaten,
} from '@/codegen/out/types';

export interface FilterAuswahl {
  rubrikIds: number[];
  orte: string[];
  interessengruppenIds: number[];
}
