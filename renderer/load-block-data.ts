// Step 4: the context calls of all blocks run in parallel, each bounded by the upstream timeout
// of its service and by the page's shared deadline. A failed or late call leaves its block without data; the page
// still renders.
import type { Deadline } from '@/lib/async/deadline';
import type { CmsService, QueryParams } from '@/lib/services/cms/cms-service';
import { reportError } from '@/lib/error-reporting';
import type { Seite } from '@/codegen/out/types';
import { forwardedQuery } from './forward-query';

type Context = NonNullable<Seite['content'][number]['context']>;

export interface ContextResult {
  params: QueryParams;
  status: number | null;
  data: unknown;
  /** Set by the boundary (./block-data.ts): the block declares its data the item its page is about. */
  detail?: boolean;
}

export function contextParams(context: Context, query: Record<string, string | string[]>): QueryParams {
  const fixed = (context.params ?? {}) as QueryParams;
  return context.forwardQuery ? { ...fixed, ...forwardedQuery(query) } : fixed;
}

export async function loadBlockData(
  cms: CmsService,
  contexts: (Context | undefined)[],
  query: Record<string, string | string[]>,
  path: string,
  deadline?: Deadline,
  { draft = false }: { draft?: boolean } = {},
): Promise<(ContextResult | null)[]> {
  return Promise.all(
    contexts.map(async (context) => {
      if (!context) return null;
      const params = contextParams(context, query);
      try {
        // In draft mode (the Redaktion's preview) the embedded store answers an entry from its newest version.
        const call = cms.call(context.endpoint, params, draft ? { draft } : undefined);
        const late = () => {
          throw new Error('Frist der Seite abgelaufen');
        };
        const answer = await (deadline ? deadline.race(call, late) : call);
        return { params, status: answer.status, data: answer.status < 300 ? answer.body : null };
      } catch (error) {
        reportError(error, {
          message: `Datenabruf ${context.endpoint} fehlgeschlagen`,
          tags: { endpoint: context.endpoint },
          extra: { path },
        });
        return { params, status: null, data: null };
      }
    }),
  );
}
