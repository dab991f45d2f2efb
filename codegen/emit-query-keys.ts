// The page query keys the blocks read (`x-query` of their schemas), collected for next.config.js (a page
// request carrying one is rendered per request) and for the embedded CMS's list filters.
import { forwardedKey } from '../renderer/forward-query';
import { CodegenError, type BlockFolder } from './collect';
import { GENERATED_BANNER } from './banner';

export function emitQueryKeys(blocks: BlockFolder[]): string {
  const params = new Set<string>();
  const matches = new Map<string, { field: string; block: string }>();
  for (const block of blocks) {
    for (const q of block.query) {
      params.add(q.key);
      if (!q.matches) continue;
      const param = forwardedKey(q.key);
      const known = matches.get(param);
      if (known && known.field !== q.matches) {
        throw new CodegenError(
          `blocks/${block.id}/schema.json: "x-query" ${q.key} vergleicht mit "${q.matches}", blocks/${known.block} mit "${known.field}"`,
        );
      }
      matches.set(param, { field: q.matches, block: block.id });
    }
  }
  const out = {
    $comment: `${GENERATED_BANNER.replace('// ', '')} The page query keys the blocks read.`,
    params: [...params].sort(),
    listFilters: Object.fromEntries([...matches].sort(([a], [b]) => a.localeCompare(b)).map(([p, m]) => [p, m.field])),
  };
  return JSON.stringify(out, null, 2) + '\n';
}
