// The page pipeline (DESIGN.md section 3): resolve page -> validate blocks -> load block data ->
// derive meta. Rendering the slots is the layout's part.
import type { BlockMeta } from '@/codegen/out/block-meta';
import type { Seite } from '@/codegen/out/types';
import { validate_seite } from '@/codegen/out/validators';
import type { Deadline } from '@/lib/async/deadline';
import type { CmsService } from '@/lib/services/cms/cms-service';
import { reportOnce } from '@/lib/error-reporting';
import { checkBlocks } from './validate-blocks';
import { loadBlockData } from './load-block-data';
import { reshapeBlockData } from './block-data';
import { deriveMeta } from './derive-meta';
import { layoutFor } from './layout-for';
import type { PageModel } from './page-types';
import type { Zurueckgezogen } from '@/lib/redaktion/shared/withdrawal';

export interface LoadPageInput {
  /** Site path without trailing slash, e.g. `/de/tourismus`. */
  path: string;
  query: Record<string, string | string[]>;
  /** Preview (draft mode) or development: invalid blocks show a notice for editors. */
  showNotices: boolean;
  /** Draft mode: the CMS answers the newest version of the page instead of the published one. */
  draft?: boolean;
  /** The page's shared deadline for its blocks' data calls (lib/async/deadline.ts). */
  deadline?: Deadline;
}

export interface LoadPageDeps {
  cms: CmsService;
  blockMeta: Record<string, BlockMeta>;
  siteUrl: string;
}

export type LoadPageResult =
  /** `complete`: every block's data call answered; a page without some of its data is not kept long. */
  | { kind: 'page'; page: PageModel; complete: boolean }
  | { kind: 'notFound' }
  /** The CMS answered something that is no page envelope: not a page, but no proof that the page is gone either. */
  | { kind: 'invalid' }
  /** A renamed page: its old path answers 308 to the current one. */
  | { kind: 'redirect'; destination: string }
  /** A page withdrawn with a public note: answered 410 with it. */
  | { kind: 'withdrawn'; zurueckgezogen: Zurueckgezogen };

export async function loadPage(
  { path, query, showNotices, draft = false, deadline }: LoadPageInput,
  deps: LoadPageDeps,
): Promise<LoadPageResult> {
  const envelope = await deps.cms.getPage(path, { draft });
  if (envelope === null || envelope === undefined) {
    const destination = await deps.cms.redirectFor?.(path, { draft });
    if (destination) return { kind: 'redirect', destination };
    const zurueckgezogen = draft ? null : await deps.cms.withdrawalFor?.(path);
    return zurueckgezogen ? { kind: 'withdrawn', zurueckgezogen } : { kind: 'notFound' };
  }
  if (!validate_seite(envelope)) {
    const instancePath = validate_seite.errors?.[0]?.instancePath || '/';
    reportOnce(`envelope ${path} ${instancePath}`, {
      level: 'warning',
      message: 'Ungültiger Seitenumschlag',
      tags: { template: 'seite', instancePath },
      extra: { path, errors: validate_seite.errors },
    });
    return { kind: 'invalid' };
  }
  const seite = envelope as Seite;
  const checked = checkBlocks(seite.content, deps.blockMeta, { path, showNotices });
  const [answers, stand] = await Promise.all([
    loadBlockData(
      deps.cms,
      checked.map((c) => c.context),
      query,
      path,
      deadline,
      { draft },
    ),
    // "Zuletzt geändert": the published version's date; a preview shows none (it is no publication yet).
    draft ? null : (deps.cms.pageStand?.(path) ?? null),
  ]);
  const results = reshapeBlockData(
    answers,
    checked.map((c) => ({ template: c.block.template, endpoint: c.context?.endpoint })),
    deps.blockMeta,
    path,
  );
  const meta = deriveMeta(seite, results, { path, siteUrl: deps.siteUrl });
  return {
    kind: 'page',
    complete: answers.every((answer) => answer === null || answer.status !== null),
    page: {
      path,
      query,
      layout: layoutFor(path, seite.pageLayout),
      pageLayout: seite.pageLayout,
      theme: seite.pageTheme ?? null,
      heroImages: seite.heroImages ?? [],
      ...meta,
      blocks: checked.map((c, i) => ({ ...c.block, data: results[i]?.data ?? null })),
      stand: stand ?? null,
    },
  };
}
