// The block registry: one entry per block folder, generated, never a list kept by hand.
import type { BlockFolder, SchemaFile } from './collect';
import { exportName } from './emit-validators';
import { findHtmlPaths } from './html-paths';
import { GENERATED_BANNER } from './banner';

/**
 * Client-safe: components only, each loaded with next/dynamic so a page ships only what it uses. The type
 * argument makes the compiler check each component's props against the block's content and data types.
 */
export function emitRegistry(blocks: BlockFolder[]): string {
  const entries = blocks
    .map((b) => {
      const t = JSON.stringify(b.id);
      return `  ${t}: dynamic<BlockProps<BlockContentByTemplate[${t}], BlockDataByTemplate[${t}]>>(() => import('../../${b.component}')),`;
    })
    .join('\n');
  return `${GENERATED_BANNER}
import dynamic from 'next/dynamic';
import type { BlockComponent, BlockProps } from '@/renderer/block-props';
import type { BlockContentByTemplate, BlockDataByTemplate } from './types';

export const blockComponents: {
  [T in keyof BlockContentByTemplate]: BlockComponent<BlockContentByTemplate[T], BlockDataByTemplate[T]>;
} = {
${entries}
};
`;
}

/** Server-only: validator and HTML fields of every block, and the validator of its data. */
export function emitBlockMeta(blocks: BlockFolder[]): string {
  const imports = blocks.flatMap((b) => [exportName(b.id), ...(b.data ? [exportName(b.data.id)] : [])]).join(',\n  ');
  const entries = blocks
    .map((b) => {
      const data = b.data ? `, data: { validate: ${exportName(b.data.id)}, detail: ${b.data.detail} }` : '';
      return `  ${JSON.stringify(b.id)}: { validate: ${exportName(b.id)}, htmlPaths: ${JSON.stringify(findHtmlPaths(b.schema))}${data} },`;
    })
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
  /** The block's data.schema.json: the answer of its context call; a detail is the item its page is about. */
  data?: { validate: ValidateFunction; detail: boolean };
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
    data: Object.fromEntries(blocks.flatMap((b) => (b.data ? [[b.id, b.data.schema]] : []))),
    shared: Object.fromEntries(shared.map((s) => [s.id, s.schema])),
  };
  return JSON.stringify(bundle, null, 2) + '\n';
}
