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

export interface BlockProps<TContent, TData = unknown> {
  content: TContent;
  /** Answer of the block's context call, or null without one (or when it failed). */
  data: TData | null;
  page: BlockPageInfo;
}

export type BlockComponent<TContent> = ComponentType<BlockProps<TContent>>;
