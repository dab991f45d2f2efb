// One check of a whole page with the validators that render the site: the envelope with the page schema, each
// block with its own precompiled validator. The editor shows the result at the fields; the server runs the same
// function before it publishes, so a page the renderer would not show in full is never published.
import type { ValidateFunction } from 'ajv';
import { ownEntry } from '@/lib/shapes/own-entry';
import type { Seite } from '@/codegen/out/types';
import { germanMessages, type FieldMessage, type SchemaLookup } from '@/lib/validation/german-messages';

type Node = Record<string, unknown>;

export interface BlockCheck {
  validate: ValidateFunction;
  schema: Node;
}

export interface PageCheckDeps {
  validatePage: ValidateFunction;
  pageSchema: Node;
  blocks: Record<string, BlockCheck>;
  lookup: SchemaLookup;
}

export interface PageCheck {
  /** Messages of the envelope's own fields (title, description, images …). */
  page: FieldMessage[];
  /** Messages per block id. */
  blocks: Record<string, FieldMessage[]>;
  count: number;
}

export const UNKNOWN_BLOCK = (template: string) =>
  `Die Vorlage „${template}“ gibt es nicht (mehr). Bitte entfernen Sie den Block.`;

/** The envelope without its blocks: the blocks are judged one by one, each by its own schema. */
function envelopeOnly(page: Seite): Seite {
  return { ...page, content: [] };
}

/**
 * The findings of each block object, for an editor that checks the page at every keystroke: a keystroke makes one
 * new block object, the others keep theirs (and their findings), so a page of 400 blocks validates one, not 400.
 */
export type BlockCheckCache = WeakMap<object, FieldMessage[] | null>;

export function checkPage(page: Seite, deps: PageCheckDeps, cache?: BlockCheckCache): PageCheck {
  const pageMessages = deps.validatePage(envelopeOnly(page))
    ? []
    : germanMessages(deps.pageSchema, deps.validatePage.errors, deps.lookup);
  const blocks: Record<string, FieldMessage[]> = {};
  for (const [index, block] of (Array.isArray(page.content) ? page.content : []).entries()) {
    const id = String(block.id ?? index);
    const check = ownEntry(deps.blocks, block.template);
    if (!check) {
      blocks[id] = [{ pointer: '', message: UNKNOWN_BLOCK(typeof block.template === 'string' ? block.template : '?') }];
      continue;
    }
    let messages = cache?.get(block);
    if (messages === undefined) {
      const options = block.options ?? {};
      messages = check.validate(options) ? null : germanMessages(check.schema, check.validate.errors, deps.lookup);
      cache?.set(block, messages);
    }
    if (messages) blocks[id] = messages;
  }
  const count = pageMessages.length + Object.values(blocks).reduce((n, list) => n + list.length, 0);
  return { page: pageMessages, blocks, count };
}

/** 'Entwurf enthält 2 Fehler' — or nothing when the page is valid. */
export function draftErrorText(count: number): string | null {
  if (count === 0) return null;
  return `Entwurf enthält ${count} Fehler`;
}
