// What the page pipeline hands to the page component: plain JSON, serialisable by Next.
import type { Bild, Inhaltsblock, Seite } from '@/codegen/out/types';
import type { Pagination } from './block-props';
import type { Stand } from '@/lib/redaktion/shared/change-note';

export type SlotName = Inhaltsblock['slotName'];
export type LayoutName = 'default' | 'schule';

export interface Breadcrumb {
  title: string;
  href: string;
}

export interface RenderedBlock {
  /** Stable React key: the CMS id, else template and position. */
  key: string;
  template: string;
  slotName: SlotName;
  options: unknown;
  data: unknown;
  /** Set only in preview or development: why the block is not shown. */
  notice?: string;
  /**
   * Set only in the Redaktion's preview: the block's id, written around it as `data-redaktion-block`, so the
   * accessibility check of the rendered draft names the block a finding is in.
   */
  marker?: string;
}

export interface PageModel {
  path: string;
  query: Record<string, string | string[]>;
  layout: LayoutName;
  /** The CMS's pageLayout, e.g. 'portal' for portal pages. */
  pageLayout: Seite['pageLayout'];
  theme: string | null;
  title: string;
  description: string | null;
  canonical: string;
  breadcrumbs: Breadcrumb[];
  heroImages: Bild[];
  pagination: Pagination | null;
  blocks: RenderedBlock[];
  /** When the version shown was published, and its public change note; null when the CMS does not say. */
  stand?: Stand | null;
}
