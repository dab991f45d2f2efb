// Step 4, the boundary: each block's answer is checked against its data.schema.json, reshaped and its HTML fields
// sanitised once, here, where it enters the renderer; the embedded and the http CMS both pass through. A list entry that
// does not fit is left out, an answer that does not fit as a whole leaves its block without data (the
// block's empty or fallback state); both are reported once. Blocks receive the typed result.
import type { BlockMeta } from '@/codegen/out/block-meta';
import { ownEntry } from '@/lib/shapes/own-entry';
import { reportOnce } from '@/lib/error-reporting';
import { reshapeAnswer } from '@/lib/validation/reshape-answer';
import { sanitizeAtPaths } from './sanitize-html';
import type { ContextResult } from './load-block-data';

export interface DataBlock {
  template: string;
  endpoint: string | undefined;
}

export function reshapeBlockData(
  results: (ContextResult | null)[],
  blocks: DataBlock[],
  meta: Record<string, BlockMeta>,
  path: string,
): (ContextResult | null)[] {
  return results.map((result, i) => {
    if (!result) return null;
    const { template, endpoint = '' } = blocks[i]!;
    const data = ownEntry(meta, template)?.data;
    // A block that declares no data gets none, whatever its context answers.
    if (!data || result.data === null) return { ...result, data: null, detail: data?.detail ?? false };
    const reshaped = reshapeAnswer(data.validate, result.data);
    for (const misfit of reshaped.leftOut) {
      reportOnce(`data ${template} ${endpoint} ${misfit.instancePath}`, {
        level: 'warning',
        message: `Eintrag in den Daten von „${template}“ passt nicht zum Schema und wird ausgelassen`,
        tags: { template, endpoint, instancePath: misfit.instancePath },
        extra: { path, reason: misfit.message },
      });
    }
    if (reshaped.refused) {
      reportOnce(`data ${template} ${endpoint} ${reshaped.refused.instancePath}`, {
        level: 'warning',
        message: `Daten von „${template}“ passen nicht zum Schema; der Block bleibt ohne Daten`,
        tags: { template, endpoint, instancePath: reshaped.refused.instancePath || '/' },
        extra: { path, reason: reshaped.refused.message },
      });
    }
    // CMS HTML in an answer (a news item's text) is sanitised here, once, as a block's options are.
    const value = reshaped.value === null ? null : sanitizeAtPaths(reshaped.value, data.htmlPaths);
    return { ...result, data: value, detail: data.detail };
  });
}
