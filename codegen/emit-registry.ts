// The block registry: one entry per block folder, generated, never a list kept by hand.
import type { BlockFolder, SchemaFile } from './collect';
import { exportName } from './emit-validators';
import { findHtmlPaths } from './html-paths';
import { GENERATED_BANNER } from './banner';
import { needsBrowser } from './needs-browser';

/**
 * Client-safe: components only. A block that needs React in the browser (codegen/needs-browser.ts) is a React island
 * (renderer/islands/react-island.tsx: its page loads React when it comes near) loaded with next/dynamic, so a page
 * ships only the blocks it uses; every other block is kept as server HTML and its code is loaded only for a render in
 * the browser (renderer/islands/static-island.tsx). The type argument makes the compiler check each component's props
 * against the block's content and data types.
 */
export function emitRegistry(blocks: BlockFolder[], root: string): string {
  const entries = blocks
    .map((b) => {
      const t = JSON.stringify(b.id);
      const props = `BlockProps<BlockContentByTemplate[${t}], BlockDataByTemplate[${t}]>`;
      const file = `'../../${b.component}'`;
      const browser = needsBrowser(root, `${b.component}.tsx`);
      if (browser)
        return `  // ${browser.module} ${browser.reason}\n  ${t}: reactIsland(dynamic<${props}>(() => import(${file}))),`;
      // The server renders the component itself; the browser gets only its loader (webpack drops the other branch).
      return `  ${t}: staticIsland<${props}>(\n    typeof window === 'undefined' ? require(${file}).default : () => import(${file}).then((m) => m.default),\n  ),`;
    })
    .join('\n');
  return `${GENERATED_BANNER}
/* eslint-disable @typescript-eslint/no-require-imports -- the server's half of staticIsland() */
import dynamic from 'next/dynamic';
import type { BlockComponent, BlockProps } from '@/renderer/block-props';
import { reactIsland } from '@/renderer/islands/react-island';
import { staticIsland } from '@/renderer/islands/static-island';
import type { BlockContentByTemplate, BlockDataByTemplate } from './types';

export const blockComponents: {
  [T in keyof BlockContentByTemplate]: BlockComponent<BlockContentByTemplate[T], BlockDataByTemplate[T]>;
} = {
${entries}
};
`;
}

/** Server-only: validator and HTML fields of every block, and the validator of its data. */
export function emitBlockMeta(blocks: BlockFolder[], shared: readonly SchemaFile[] = []): string {
  const byId = new Map(shared.map((file) => [file.id, file.schema]));
  const imports = blocks.flatMap((b) => [exportName(b.id), ...(b.data ? [exportName(b.data.id)] : [])]).join(',\n  ');
  const entries = blocks
    .map((b) => {
      const data = b.data
        ? `, data: { validate: ${exportName(b.data.id)}, detail: ${b.data.detail}, htmlPaths: ${JSON.stringify(findHtmlPaths(b.data.schema, byId))} }`
        : '';
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
  /**
   * The block's data.schema.json: the answer of its context call; a detail is the item its page is about; its CMS HTML
   * fields are sanitised as the options' are.
   */
  data?: { validate: ValidateFunction; detail: boolean; htmlPaths: string[][] };
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
