import type { ComponentType } from 'react';
import { ownEntry } from '@/lib/shapes/own-entry';
import type { BlockPageInfo } from './block-props';
import type { RenderedBlock } from './page-types';
import { BlockErrorBoundary } from './BlockErrorBoundary';
import styles from './BlockList.module.css';

export type ComponentMap = Record<string, ComponentType<{ content: never; data: never; page: BlockPageInfo }>>;

interface Props {
  blocks: RenderedBlock[];
  components: ComponentMap;
  page: BlockPageInfo;
}

/** Renders the blocks of one slot, keyed by id, each inside its own error boundary. */
export function BlockList({ blocks, components, page }: Props) {
  return (
    <>
      {blocks.map((block) => {
        if (block.notice) {
          return (
            <div key={block.key} className={styles.notice} role="note" data-redaktion-block={block.marker}>
              <strong>Hinweis für die Redaktion:</strong> {block.notice}
            </div>
          );
        }
        const Component = ownEntry(components, block.template);
        if (!Component) return null;
        const rendered = (
          <BlockErrorBoundary key={block.key} template={block.template}>
            <Component content={block.options as never} data={block.data as never} page={page} />
          </BlockErrorBoundary>
        );
        return block.marker === undefined ? (
          rendered
        ) : (
          <div key={block.key} data-redaktion-block={block.marker} className={styles.marked}>
            {rendered}
          </div>
        );
      })}
    </>
  );
}
