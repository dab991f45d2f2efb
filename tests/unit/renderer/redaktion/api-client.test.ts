// The editor's API client and the server's routes name the same addresses: every call of renderer/redaktion/api-client.ts
// is sent to a route file under pages/api/redaktion whose action table answers that action with POST (types check the
// shapes; this checks the strings the types cannot see).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { redaktionApi, REDAKTION_ADDRESSES } from '@/renderer/redaktion/api-client';
import { PAGE_ACTIONS, PAGES_ACTIONS } from '@/lib/redaktion/actions/page-actions';
import { MENU_ACTIONS } from '@/lib/redaktion/actions/menu-actions';
import { BANNER_ACTIONS, BANNERS_ACTIONS } from '@/lib/redaktion/actions/banner-actions';
import { LIBRARY_ACTIONS, MEDIUM_ACTIONS } from '@/lib/medien/media-actions';
import { ACCOUNT_ACTIONS } from '@/lib/redaktion/actions/account-actions';

const ROUTES = path.join(process.cwd(), 'pages');

/** The route file Next.js answers an address with: a literal segment, else the folder's one dynamic segment. */
function routeFile(address: string): string | null {
  let dir = ROUTES;
  const segments = address.split('?')[0]!.split('/').filter(Boolean);
  for (const [index, raw] of segments.entries()) {
    const segment = decodeURIComponent(raw);
    const last = index === segments.length - 1;
    const literal = path.join(dir, segment);
    if (last && existsSync(`${literal}.ts`)) return `${literal}.ts`;
    if (last && existsSync(path.join(literal, 'index.ts'))) return path.join(literal, 'index.ts');
    if (!last && existsSync(literal)) {
      dir = literal;
      continue;
    }
    const dynamic = ['[id]', '[name]', '[aktion]']
      .map((name) => path.join(dir, name))
      .find((p) => existsSync(last ? `${p}.ts` : p));
    if (!dynamic) return null;
    if (last) return `${dynamic}.ts`;
    dir = dynamic;
  }
  return null;
}

const sent: { url: string; body: unknown }[] = [];
function recordFetch() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, body: init.body });
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
}

afterEach(() => {
  sent.length = 0;
  vi.unstubAllGlobals();
});

const postActions = (table: Record<string, Record<string, unknown>>) =>
  Object.keys(table).filter((name) => 'POST' in table[name]!);

describe('the Redaktion API client', () => {
  it('sends every POST action of every table to its route, with ids and names encoded as one segment', async () => {
    recordFetch();
    const id = 'a b/c';
    const calls: [string, Promise<unknown>][] = [
      ...postActions(PAGE_ACTIONS).map(
        (a) => [a, redaktionApi.seite(id)(a as never, {} as never)] as [string, Promise<unknown>],
      ),
      ...postActions(MENU_ACTIONS).map(
        (a) => [a, redaktionApi.menue('hauptmenue')(a as never, {} as never)] as [string, Promise<unknown>],
      ),
      ...postActions(BANNER_ACTIONS).map(
        (a) => [a, redaktionApi.warnmeldung(id)(a as never, {} as never)] as [string, Promise<unknown>],
      ),
      ...postActions(ACCOUNT_ACTIONS).map(
        (a) => [a, redaktionApi.konto(id)(a as never, {} as never)] as [string, Promise<unknown>],
      ),
      ...postActions(MEDIUM_ACTIONS).map(
        (a) => [a, redaktionApi.medium(id)(a as never, {} as never)] as [string, Promise<unknown>],
      ),
    ];
    await Promise.all(calls.map(([, call]) => call));
    expect(sent).toHaveLength(calls.length);
    for (const [index, { url }] of sent.entries()) {
      const file = routeFile(url);
      expect(file, url).toMatch(/\[aktion\]\.ts$/);
      expect(url.split('/').at(-1)).toBe(calls[index]![0]);
      if (!url.includes('/hauptmenue/')) expect(url).toContain(`/${encodeURIComponent(id)}/`);
    }
  });

  it('sends creating, uploading and the settings to the routes that answer POST there', async () => {
    recordFetch();
    await redaktionApi.seiteAnlegen({ pfad: '/de/neu', titel: 'Neu' });
    await redaktionApi.warnmeldungAnlegen({
      text: 'T',
      stufe: 'warnung',
      linkHref: '',
      linkText: '',
      bereich: '/de',
      beginn: '',
      ende: '',
    });
    await redaktionApi.hochladen(new File(['x'], 'Plan & Karte.pdf'));
    await redaktionApi.einstellungen({ vierAugen: true });
    expect(sent.map(({ url }) => url)).toEqual([
      '/api/redaktion/seiten',
      '/api/redaktion/warnmeldungen',
      '/api/redaktion/medien?name=Plan%20%26%20Karte.pdf',
      '/api/redaktion/einstellungen',
    ]);
    for (const { url } of sent) expect(routeFile(url), url).toMatch(/index\.ts$|einstellungen\.ts$/);
    expect(sent[2]!.body).toBeInstanceOf(File);
    expect('POST' in PAGES_ACTIONS && 'POST' in BANNERS_ACTIONS && 'POST' in LIBRARY_ACTIONS).toBe(true);
  });

  it('names the form and script addresses of existing routes', () => {
    for (const address of Object.values(REDAKTION_ADDRESSES)) expect(routeFile(address), address).not.toBeNull();
  });
});
