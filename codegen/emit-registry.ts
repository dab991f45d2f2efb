// The block registry: one entry per block folder, generated, never a list kept by hand.
import type { BlockFolder, SchemaFile } from './collect';
import { exportName } from './emit-validators';
import { findHtmlPaths } from './html-paths';
import { GENERATED_BANNER } from './banner';

/** Client-safe: components only, each loaded with next/dynamic so a page ships only what it uses. */
export function emitRegistry(blocks: BlockFolder[]): string {
  const entries = blocks
    .map(
      (b) =>
        `  ${JSON.stringify(b.id)}: dynamic(() => import('../../${b.component}')) as BlockComponent<BlockContentByTemplate[${JSON.stringify(b.id)}]>,`,
    )
    .join('\n');
  return `${GENERATED_BANNER}
import dynamic from 'next/dynamic';
import type { BlockComponent } from '@/renderer/block-props';
import type { BlockContentByTemplate } from './types';

export const blockComponents: { [T in keyof BlockContentByTemplate]: BlockComponent<BlockContentByTemplate[T]> } = {
${entries}
};
`;
}

/** Server-only: validator and HTML fields of every block. */
export function emitBlockMeta(blocks: BlockFolder[]): string {
  const imports = blocks.map((b) => exportName(b.id)).join(',\n  ');
  const entries = blocks
    .map(
      (b) =>
        `  ${JSON.stringify(b.id)}: { validate: ${exportName(b.id)}, htmlPaths: ${JSON.stringify(findHtmlPaths(b.schema))} },`,
    )
    .join('\n');
  return `${GENERATED_BANNER}
import type { ValidateFunction } from 'ajv';
import {
  ${imports}
} from './validators';

export interface BlockMeta {
  validate: ValidateFunction;
  /** Paths of CMS HTML fields; '*' stands for every item of an array. */
  htmlPaths: string[][];
}

export const blockMeta: Record<string, BlockMeta> = {
${entries}
};
`;
}

/** All block schemas in one document, served to the CMS so editors can offer exactly these blocks. */
export function emitSchemaBundle(shared: SchemaFile[], blocks: BlockFolder[]): string {
  const bundle = {
    $comment: GENERATED_BANNER.replace('// ', ''),
    blocks: Object.fromEntries(blocks.map((b) => [b.id, b.schema])),
    shared: Object.fromEntries(shared.map((s) => [s.id, s.schema])),
  };
  return JSON.stringify(bundle, null, 2) + '\n';
}
