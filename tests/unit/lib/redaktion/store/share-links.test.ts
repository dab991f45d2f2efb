// Sharing a draft (issue 45), through the API's actions and the store's lookup: a link to one version, valid for a
// chosen time of at most 30 days, revocable, listed with who made it and when it was last used, in the audit log; the
// token has 256 random bits and only its hash is stored; wrong tokens are limited per address; a file of the media
// library is served to a link only while it is valid and its version names the file.
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Seite } from '@/codegen/out/types';
import type { Database } from '@/lib/db/database';
import { withMediaAccess, withoutMediaAccess } from '@/lib/medien/media-access';
import { isNeverCached } from '@/lib/pwa/never-cache';
import type { ActionInput } from '@/lib/redaktion/actions/api-route';
import { PAGE_ACTIONS } from '@/lib/redaktion/actions/page-actions';
import { ENTWURFSLINK_TEXTE, type Entwurfslink } from '@/lib/redaktion/shared/share-links';
import type { Actor } from '@/lib/redaktion/shared/types';
import { readAudit } from '@/lib/redaktion/store/audit';
import { savePageVersion } from '@/lib/redaktion/store/page-versions';
import { archivePage, createPage } from '@/lib/redaktion/store/pages';
import { openShareLink, shareLinkReadsMedium } from '@/lib/redaktion/store/share-links';
import { MAX_FAILURES } from '@/lib/session/rate-limit';
import { onEachDatabase } from '../../../support/databases';
import { ada, refusal, rita } from '../../../support/redaktion-store';

const BILD = '0b3f6c1e-1d2a-4c5b-8e9f-0a1b2c3d4e5f';
const ANDERES = '9e8d7c6b-5a49-4382-b1a0-f9e8d7c6b5a4';

const envelope = (text: string): Seite =>
  ({
    pageLayout: 'default',
    title: 'Kurpark',
    content: [
      {
        template: 'text',
        slotName: 'main',
        options: { text: `<p>${text}</p><p><img src="/api/medien/${BILD}/park.jpg" alt="Der Park"></p>` },
      },
    ],
  }) as Seite;

let addresses = 0;
/** A request from an address of its own (the rate limit counts per address). */
const visitor = (address = `10.45.0.${++addresses}`) =>
  ({ headers: {}, socket: { remoteAddress: address } }) as unknown as IncomingMessage;

const tokenOf = (pfad: string) => pfad.replace(/^\/entwurf\//, '');

onEachDatabase('sharing a draft', (open) => {
  let db: Database;
  let pages = 0;
  const input = (actor: Actor, id: string, body: Record<string, unknown> = {}): ActionInput =>
    ({ db, actor, query: { id }, body, renderVersion: async () => '' }) as ActionInput;

  async function draft(text = 'Erste Fassung') {
    const { seite } = await createPage(db, rita, {
      pfad: `/de/teilen-${++pages}`,
      titel: 'Kurpark',
      layout: 'default',
    });
    const { version } = await savePageVersion(db, rita, seite.id, envelope(text));
    return { id: seite.id, versionId: version.id };
  }

  async function share(id: string, versionId: number, body: Record<string, unknown> = { gueltigStunden: 24 }) {
    const answer = await PAGE_ACTIONS.entwurfslinks!.POST!(input(rita, id, { versionId, ...body }));
    const { link, pfad } = answer.body as { link: Entwurfslink; pfad: string };
    return { link, token: tokenOf(pfad), status: answer.status };
  }

  beforeAll(async () => {
    db = await open();
  }, 120_000);

  it('makes a link with 256 random bits, stores only its hash, and logs who made it', async () => {
    const page = await draft();
    const { link, token, status } = await share(page.id, page.versionId, {
      gueltigStunden: 72,
      bezeichnung: 'Bürgermeisterin',
    });
    expect(status).toBe(201);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 bytes, base64url
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(link).toMatchObject({
      ziel: { art: 'seite', id: page.id, version: page.versionId },
      versionNummer: 2,
      bezeichnung: 'Bürgermeisterin',
      erstellt: { von: rita.name },
      stand: 'gueltig',
      zuletztGenutzt: null,
      nutzungen: 0,
    });
    expect(new Date(link.gueltigBis).getTime() - new Date(link.erstellt.am).getTime()).toBe(72 * 3_600_000);
    const { rows } = await db.query<Record<string, unknown>>('SELECT * FROM entwurfslinks WHERE id = $1', [link.id]);
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows[0])).not.toContain(token);
    const { eintraege } = await readAudit(db, ada, { objektId: page.id, aktion: 'entwurfslink_erstellt' });
    expect(eintraege[0]).toMatchObject({ konto: { name: rita.name }, details: { link: link.id, version: 2 } });
  });

  it('opens the shared version for a visitor, also after newer versions, and records each use', async () => {
    const page = await draft('Was der Link zeigt');
    const { link, token } = await share(page.id, page.versionId);
    await savePageVersion(db, rita, page.id, envelope('Eine neuere Fassung'));
    const opened = await openShareLink(db, visitor(), token);
    expect(opened.stand).toBe('gueltig');
    if (opened.stand !== 'gueltig') return;
    expect(JSON.stringify(opened.version.inhalt)).toContain('Was der Link zeigt');
    expect(opened.seite.id).toBe(page.id);
    await openShareLink(db, visitor(), token);
    const answer = await PAGE_ACTIONS.entwurfslinks!.GET!(input(rita, page.id));
    const listed = (answer.body as { links: Entwurfslink[] }).links.find((l) => l.id === link.id)!;
    expect(listed.nutzungen).toBe(2);
    expect(listed.zuletztGenutzt).not.toBeNull();
  });

  it('answers an expired link as expired, from the moment its time is over', async () => {
    const page = await draft();
    const { link, token } = await share(page.id, page.versionId, { gueltigStunden: 1 });
    const justBefore = new Date(new Date(link.gueltigBis).getTime() - 1000);
    expect((await openShareLink(db, visitor(), token, justBefore)).stand).toBe('gueltig');
    expect((await openShareLink(db, visitor(), token, new Date(link.gueltigBis))).stand).toBe('abgelaufen');
  });

  it('revokes a link at once, lists who revoked it, and logs it; twice is refused', async () => {
    const page = await draft();
    const { link, token } = await share(page.id, page.versionId);
    const answer = await PAGE_ACTIONS['entwurfslink-widerrufen']!.POST!(input(ada, page.id, { linkId: link.id }));
    expect((answer.body as { link: Entwurfslink }).link).toMatchObject({
      stand: 'widerrufen',
      widerrufen: { von: ada.name },
    });
    expect((await openShareLink(db, visitor(), token)).stand).toBe('widerrufen');
    const again = await refusal(
      PAGE_ACTIONS['entwurfslink-widerrufen']!.POST!(input(ada, page.id, { linkId: link.id })),
    );
    expect([again.status, again.message]).toEqual([409, ENTWURFSLINK_TEXTE.schonWiderrufen]);
    const other = await draft();
    const foreign = await refusal(
      PAGE_ACTIONS['entwurfslink-widerrufen']!.POST!(input(ada, other.id, { linkId: link.id })),
    );
    expect([foreign.status, foreign.message]).toEqual([404, ENTWURFSLINK_TEXTE.linkFehlt]);
    const { eintraege } = await readAudit(db, ada, { objektId: page.id, aktion: 'entwurfslink_widerrufen' });
    expect(eintraege[0]).toMatchObject({ konto: { name: ada.name }, details: { link: link.id } });
  });

  it('answers a link of a page deleted since as revoked', async () => {
    const page = await draft();
    const { token } = await share(page.id, page.versionId);
    await archivePage(db, rita, page.id);
    expect((await openShareLink(db, visitor(), token)).stand).toBe('widerrufen');
  });

  describe('validity', () => {
    it.each([
      ['more than 30 days', { gueltigStunden: 721 }, ENTWURFSLINK_TEXTE.gueltigkeitZuLang],
      [
        'a moment past',
        { gueltigBis: new Date(Date.now() - 60_000).toISOString() },
        ENTWURFSLINK_TEXTE.gueltigkeitVorbei,
      ],
      ['none', {}, ENTWURFSLINK_TEXTE.gueltigkeitFehlt],
      ['no time', { gueltigBis: 'morgen' }, ENTWURFSLINK_TEXTE.gueltigkeitFehlt],
    ])('refuses %s with its German reason', async (_label, body, message) => {
      const page = await draft();
      const refused = await refusal(share(page.id, page.versionId, body));
      expect([refused.status, refused.message]).toEqual([422, message]);
    });

    it('takes a moment of its own up to 30 days ahead', async () => {
      const page = await draft();
      const until = new Date(Date.now() + 30 * 86_400_000 - 60_000).toISOString();
      const { link } = await share(page.id, page.versionId, { gueltigBis: until });
      expect(link.gueltigBis).toBe(until);
    });

    it('refuses a version of another page', async () => {
      const page = await draft();
      const other = await draft();
      const refused = await refusal(share(page.id, other.versionId));
      expect(refused.status).toBe(404);
    });
  });

  it('limits wrong tokens per address like the preview secret, and no other address', async () => {
    const page = await draft();
    const { token } = await share(page.id, page.versionId);
    const address = '10.46.0.1';
    for (let i = 1; i < MAX_FAILURES; i += 1)
      expect((await openShareLink(db, visitor(address), `falsch${i}`.padEnd(43, 'x'))).stand).toBe('unbekannt');
    const last = await openShareLink(db, visitor(address), 'y'.repeat(43));
    expect(last.stand).toBe('gesperrt');
    // Blocked, even for the right token, until the oldest failure leaves the window; another address is not.
    expect((await openShareLink(db, visitor(address), token)).stand).toBe('gesperrt');
    expect((await openShareLink(db, visitor('10.46.0.2'), token)).stand).toBe('gueltig');
  });

  it('serves a library file to a valid link whose version names it, and to nothing else', async () => {
    const page = await draft();
    const { link, token } = await share(page.id, page.versionId);
    expect(await shareLinkReadsMedium(db, visitor(), token, BILD)).toBe(true);
    expect(await shareLinkReadsMedium(db, visitor(), token, ANDERES)).toBe(false);
    expect(await shareLinkReadsMedium(db, visitor(), 'z'.repeat(43), BILD)).toBe(false);
    await PAGE_ACTIONS['entwurfslink-widerrufen']!.POST!(input(rita, page.id, { linkId: link.id }));
    expect(await shareLinkReadsMedium(db, visitor(), token, BILD)).toBe(false);
  });
});

describe('files of the media library in content shown without a session', () => {
  const html = `<p><img src="/api/medien/${BILD}/park.jpg" alt=""><a href="/api/medien/${ANDERES}/plan%20neu.pdf">Plan</a></p>`;

  it('gives every address of a library file the token, in plain fields and within HTML, and takes it off again', () => {
    const content = { bild: { src: `/api/medien/${BILD}/park.jpg` }, text: html, link: '/de/kurpark' };
    const given = withMediaAccess(content, 'abc_-1');
    expect(given.bild.src).toBe(`/api/medien/${BILD}/park.jpg?zugang=abc_-1`);
    expect(given.text).toContain(`/api/medien/${ANDERES}/plan%20neu.pdf?zugang=abc_-1"`);
    expect(given.link).toBe('/de/kurpark');
    expect(withoutMediaAccess(given.text)).toBe(html);
  });

  it('keeps shared drafts out of the service worker', () => {
    expect(isNeverCached('/entwurf/abc')).toBe(true);
    expect(isNeverCached('/_next/data/build/entwurf/abc.json')).toBe(true);
  });
});
