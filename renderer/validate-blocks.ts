// Step 3 of the pipeline: every block is checked on its own, first its envelope (template, slot, data call), then
// its content with its precompiled validator. A block that fails is dropped alone and reported once, the rest of the
// page stays (the page envelope checks only that the content is a list); editors see a notice in preview/development.
import type { ErrorObject } from 'ajv';
import { ownEntry } from '@/lib/shapes/own-entry';
import type { BlockMeta } from '@/codegen/out/block-meta';
import type { Inhaltsblock } from '@/codegen/out/types';
import { validate_inhaltsblock } from '@/codegen/out/validators';
import { currentBlockVersion, migrateBlock } from '@/lib/blocks/migrate';
import { wellFormed } from '@/lib/validation/well-formed';
import { reportOnce } from '@/lib/error-reporting';
import { blockSchemas, editorTitle, schemaLookup } from '@/lib/blocks/site-schemas';
import { germanMessages } from '@/lib/validation/german-messages';
import { sanitizeAtPaths } from './sanitize-html';
import type { RenderedBlock, SlotName } from './page-types';

type EnvelopeBlock = Inhaltsblock;

export interface CheckedBlock {
  block: RenderedBlock;
  context: EnvelopeBlock['context'];
}

function describe(errors: ErrorObject[] | null | undefined): { instancePath: string; text: string } {
  const first = errors?.[0];
  return {
    instancePath: first?.instancePath || '/',
    text: first ? `${first.instancePath || '/'} ${first.message ?? ''}`.trim() : 'ungültig',
  };
}

export function checkBlocks(
  content: EnvelopeBlock[],
  meta: Record<string, BlockMeta>,
  { path, showNotices }: { path: string; showNotices: boolean },
): CheckedBlock[] {
  return content.flatMap((stored, index): CheckedBlock[] => {
    // Stored and upstream blocks in an older shape are brought to this build's before they are judged.
    const migration = migrateBlock(stored);
    const raw = migration.block;
    if (!validate_inhaltsblock(raw)) {
      const { instancePath, text } = describe(validate_inhaltsblock.errors);
      reportOnce(`block envelope ${path} ${index} ${instancePath}`, {
        level: 'warning',
        message: 'Ungültiger Inhaltsblock',
        tags: { template: 'inhaltsblock', instancePath },
        extra: { path, index, errors: validate_inhaltsblock.errors },
      });
      if (!showNotices) return [];
      const notice = `Der ${index + 1}. Block der Seite ist ungültig und wird nicht angezeigt: ${text}`;
      return [
        {
          block: { key: `ungueltig-${index}`, template: '', slotName: 'main', data: null, options: null, notice },
          context: undefined,
        },
      ];
    }
    const key = raw.id !== undefined ? String(raw.id) : `${raw.template}-${index}`;
    const base = { key, template: raw.template, slotName: raw.slotName as SlotName, data: null };
    const entry = ownEntry(meta, raw.template);
    // Text of the CMS as a link or a key may use it: no lone surrogate (lib/validation/well-formed.ts).
    const options = wellFormed(raw.options ?? {});
    let notice: string;
    if (!entry) {
      reportOnce(`unknown ${raw.template}`, {
        level: 'warning',
        message: `Unbekannte CMS-Vorlage "${raw.template}"`,
        tags: { template: raw.template },
        extra: { path },
      });
      notice = `Die Vorlage „${raw.template}“ ist unbekannt. Der Block wird nicht angezeigt.`;
    } else if (migration.status === 'zu-neu') {
      // Rolling release: a newer instance wrote it. Never guessed at, never dropped silently.
      reportOnce(`newer ${raw.template} ${path} ${index}`, {
        level: 'error',
        message: `Block "${raw.template}" in Version ${migration.from}, diese Version der Website kennt ${raw.template} nur bis Version ${currentBlockVersion(raw.template)}`,
        tags: { template: raw.template },
        extra: { path, index },
      });
      notice = `Der Block „${raw.template}“ wurde mit einer neueren Version der Website gespeichert (Version ${migration.from}) und wird hier nicht angezeigt.`;
    } else if (!entry.validate(options)) {
      const { instancePath, text } = describe(entry.validate.errors);
      reportOnce(`invalid ${raw.template} ${path} ${index} ${instancePath}`, {
        level: 'warning',
        message: `Ungültiger Block "${raw.template}"`,
        tags: { template: raw.template, instancePath },
        extra: { path, index, errors: entry.validate.errors },
      });
      // The editors' words, as the Redaktion's form says them: the block's German name and the fields' titles.
      const schema = ownEntry(blockSchemas, raw.template) ?? {};
      const said = germanMessages(schema, entry.validate.errors, schemaLookup).map((m) => m.message);
      notice = `Der Block „${editorTitle(schema, raw.template)}“ ist ungültig und wird nicht angezeigt: ${
        said.slice(0, 3).join(' ') || text
      }`;
    } else {
      return [{ block: { ...base, options: sanitizeAtPaths(options, entry.htmlPaths) }, context: raw.context }];
    }
    return showNotices ? [{ block: { ...base, options: null, notice }, context: undefined }] : [];
  });
}
