// The page the preview's host draws on the preview's own site (issue 45) is posted with the preview's token instead
// of a session: a valid token draws the page with the account's rights as they are now, an ended one answers 401 and
// marks it for the host (which has the editor fetch a new one), a GET or a post from another site draws nothing, and
// an account limited to one office sees no other office's draft.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import type { GetServerSidePropsContext } from 'next';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/db/database';
import type { CmsService } from '@/lib/services/cms/cms-service';
import type { Actor } from '@/lib/redaktion/shared/types';
import { openMigratedPglite } from '@/tests/support/migrated-pglite';

let db: Database;
vi.mock('@/lib/redaktion/store/redaktion-store', () => ({ redaktionStore: async () => db }));
const cms: Pick<CmsService, 'getMenu' | 'call'> = {
  getMenu: async () => ({ menuItems: [] }),
  call: async () => ({ status: 404, body: null }),
};
vi.mock('@/lib/wiring', () => ({ getServices: () => ({ cms, weather: { getWeather: async () => null } }) }));

const { isolatedPreviewProps, PREVIEW_ACCESS_ENDED, PREVIEW_ONLY_IN_EDITOR } =
  await import('@/renderer/redaktion/preview/isolated-preview');
const { issuePreviewAccess } = await import('@/lib/redaktion/store/preview-access');
const { createPage } = await import('@/lib/redaktion/store/pages');

const ORIGIN = 'http://localhost:3000';

function post(fields: Record<string, string> | null, origin = ORIGIN) {
  const body = fields ? new URLSearchParams(fields).toString() : '';
  const req = Object.assign(Readable.from(fields ? [Buffer.from(body)] : []), {
    method: fields ? 'POST' : 'GET',
    headers: {
      host: 'localhost:3000',
      origin,
      'sec-fetch-site': origin === ORIGIN ? 'same-origin' : 'cross-site',
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': String(Buffer.byteLength(body)),
    },
  }) as unknown as IncomingMessage;
  const res = { statusCode: 200, setHeader: () => undefined };
  return { req, res, params: { id: pageId }, query: {} } as unknown as GetServerSidePropsContext;
}

let pageId = '';
const envelope = JSON.stringify({
  pageLayout: 'default',
  title: 'Vorschau im Rahmen',
  content: [{ template: 'text', slotName: 'main', options: { text: '<p>Gezeichnet mit dem Zugang.</p>' } }],
});

/** An account of the store with this role and limit (the token names it; its rights are read at each use). */
async function account(name: string, bereich: { abteilungen: number[]; pfade: string[] }): Promise<Actor> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO redaktion_konten (id, email, passwort_hash, name, rolle, abteilungen, pfade)
     VALUES ($1, $2, 'x', $3, 'redaktion', $4, $5) RETURNING id::text AS id`,
    [randomUUID(), `${name}@tannbrunn.example`, name, bereich.abteilungen, bereich.pfade],
  );
  return { id: rows[0]!.id, name, role: 'redaktion', bereich };
}

describe('the preview drawn with its token', () => {
  let editor: Actor;
  let limited: Actor;
  beforeAll(async () => {
    db = await openMigratedPglite();
    editor = await account('vorschau', { abteilungen: [], pfade: [] });
    limited = await account('anderswo', { abteilungen: [], pfade: ['/de/anderswo'] });
    pageId = (await createPage(db, editor, { pfad: '/de/vorschau-rahmen', titel: 'Rahmen', layout: 'default' })).seite
      .id;
  }, 120_000);
  afterAll(() => db.close());

  it('draws the posted page for a valid token, with the preview markers', async () => {
    const { zugang } = await issuePreviewAccess(db, editor);
    const result = (await isolatedPreviewProps(post({ umschlag: envelope, zugang }))) as {
      props: { kind: string; page: { title: string; blocks: { marker?: string }[] } };
    };
    expect(result.props.kind).toBe('seite');
    expect(result.props.page.title).toBe('Vorschau im Rahmen');
    expect(result.props.page.blocks[0]!.marker).toBeTruthy();
  });

  it('answers 401 with the mark the host reads for an ended or unknown token', async () => {
    const { zugang } = await issuePreviewAccess(db, editor, new Date(Date.now() - 2 * 3_600_000));
    for (const token of [zugang, 'x'.repeat(43), '']) {
      const context = post({ umschlag: envelope, zugang: token });
      expect(await isolatedPreviewProps(context)).toEqual({ props: { kind: 'zugang', text: PREVIEW_ACCESS_ENDED } });
      expect(context.res.statusCode).toBe(401);
    }
  });

  it('draws nothing for a GET or a post from another site', async () => {
    const { zugang } = await issuePreviewAccess(db, editor);
    const get = post(null);
    expect(await isolatedPreviewProps(get)).toEqual({ props: { kind: 'problem', text: PREVIEW_ONLY_IN_EDITOR } });
    expect(get.res.statusCode).toBe(405);
    const foreign = post({ umschlag: envelope, zugang }, 'https://angreifer.example');
    expect(((await isolatedPreviewProps(foreign)) as { props: { kind: string } }).props.kind).toBe('problem');
    expect(foreign.res.statusCode).toBe(403);
  });

  it("refuses another office's draft to a limited account, with the reason", async () => {
    const { zugang } = await issuePreviewAccess(db, limited);
    const context = post({ umschlag: envelope, zugang });
    const result = (await isolatedPreviewProps(context)) as { props: { kind: string; text: string } };
    expect(result.props.kind).toBe('problem');
    expect(result.props.text).toMatch(/Ihr Konto darf nur Seiten unter „\/de\/anderswo“ bearbeiten/);
    expect(context.res.statusCode).toBe(403);
  });
});
