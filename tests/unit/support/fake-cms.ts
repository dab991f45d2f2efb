// An in-memory CmsService for pipeline tests.
import type { CmsService, QueryParams } from '@/lib/services/cms/cms-service';
import type { JsonAnswer } from '@/lib/http/fetch-json';

export interface FakeCms extends CmsService {
  calls: { endpoint: string; params: QueryParams }[];
}

export function fakeCms(
  pages: Record<string, unknown>,
  endpoints: Record<string, (params: QueryParams) => JsonAnswer | Promise<JsonAnswer>> = {},
): FakeCms {
  const calls: FakeCms['calls'] = [];
  return {
    calls,
    async getPage(path) {
      return Object.hasOwn(pages, path) ? pages[path] : null;
    },
    async getMenu() {
      return { menuItems: [] };
    },
    async call(endpoint, params) {
      calls.push({ endpoint, params });
      const handler = endpoints[endpoint];
      if (!handler) return { status: 404, body: null };
      return handler(params);
    },
  };
}
