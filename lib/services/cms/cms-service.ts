// The CMS as the site sees it. Answers are raw JSON: the renderer validates them against schemas/.
import type { JsonAnswer } from '@/lib/http/fetch-json';
import type { MenuName } from '@/lib/menus/menu-names';

import type { SichtbareWarnmeldung, Stand, Zurueckgezogen } from './site-types';

export type QueryParams = Record<string, string | number | boolean | readonly (string | number)[]>;

export interface ReadOptions {
  /**
   * Draft mode (preview): the newest version instead of the published one. The embedded store serves it; an upstream
   * CMS answers its own way (our contract has no draft call) and ignores it.
   */
  draft?: boolean;
  /**
   * The site as it will be (an Änderungspaket's preview): these versions in place of their documents' published
   * ones, everything else as visitors see it now; wins over `draft`. Never cached. The embedded store serves it; an
   * upstream CMS ignores it.
   */
  versionen?: readonly number[];
}

export interface CmsService {
  /** The page envelope at this site path (e.g. `/de/tourismus`), or null when there is none. */
  getPage(path: string, options?: ReadOptions): Promise<unknown | null>;
  /**
   * When there is no page at this path: the current path of the page that used to be here (answered with a 308), or
   * null. Only the embedded store knows renamed pages.
   */
  redirectFor?(path: string, options?: ReadOptions): Promise<string | null>;
  /**
   * When there is no page at this path: the public note of the page withdrawn here (answered 410), or null. Only the
   * embedded store withdraws pages.
   */
  withdrawalFor?(path: string): Promise<Zurueckgezogen | null>;
  /** When the published page at this path was published, and its change note ("Zuletzt geändert"); embedded only. */
  pageStand?(path: string): Promise<Stand | null>;
  /** GET /api/cms/menu?name=… — answer `{ menuItems }`. */
  getMenu(name: MenuName, options?: ReadOptions): Promise<unknown>;
  /**
   * A block's context call; statuses 200 to 499 are answers (spec section 7). In draft mode the embedded store answers
   * an entry of a collection from its newest version; an upstream CMS ignores it.
   */
  call(endpoint: string, params: QueryParams, options?: ReadOptions): Promise<JsonAnswer>;
  /**
   * The alert banners shown now (the Redaktion's store). Only the embedded store has them: an upstream CMS has no
   * such call in the specification, and the site then shows none.
   */
  getWarnmeldungen?(): Promise<SichtbareWarnmeldung[]>;
}
