import type { ComponentType } from 'react';

export interface Pagination {
  page: number;
  pages: number;
}

/** What a block knows about the page it stands on. */
export interface BlockPageInfo {
  path: string;
  query: Record<string, string | string[]>;
  pagination: Pagination | null;
}

/**
 * What a block receives. `TData` is the generated type of its data.schema.json (never: the block has no data):
 * the answer of its context call after the boundary (renderer/load-block-data.ts) has checked and reshaped it.
 */
export interface BlockProps<TContent, TData = never> {
  content: TContent;
  /** Answer of the block's context call, or null without one (or when it failed or did not fit). */
  data: TData | null;
  page: BlockPageInfo;
}

export type BlockComponent<TContent, TData = never> = ComponentType<BlockProps<TContent, TData>>;
