// The editor's preview on a site of its own (issue 45): no session cookie reaches a frame of another site, so the
// editor gives it a token of its own. It opens the preview for its account as the account is now, for an hour; a
// session's token does not open it nor it a session; a password change ends it with the account's other sessions.
// And where the preview runs: the other loopback name in the demo, VORSCHAU_URL when set, which the CSP allows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/database';
import { createEditorAccounts, type EditorAccounts } from '@/lib/redaktion/store/accounts';
import { issuePreviewAccess, PREVIEW_ACCESS_SECONDS, previewAccessActor } from '@/lib/redaktion/store/preview-access';
import { securityHeaders } from '@/lib/security/security-headers.js';
import { editorOrigin, previewFrameSources, previewOrigin } from '@/lib/security/preview-site.js';
import { onEachDatabase } from '../../../support/databases';
import { CONTENT } from '../../../support/redaktion-store';

const EMAIL = 'freigabe@tannbrunn.example';
const PASSWORD = 'Tannbrunn-Freigabe-2026';

onEachDatabase("the preview's token", (open) => {
  let db: Database;
  let accounts: EditorAccounts;
  beforeAll(async () => {
    db = await open();
    accounts = createEditorAccounts(async () => db, CONTENT);
  }, 120_000);

  it('opens the preview for its account for an hour, and nothing else opens it', async () => {
    const login = (await accounts.login(EMAIL, PASSWORD, 60))!;
    const now = new Date();
    const { zugang, gueltigBis } = await issuePreviewAccess(db, login.actor, now);
    expect(new Date(gueltigBis).getTime() - now.getTime()).toBe(PREVIEW_ACCESS_SECONDS * 1000);
    expect(await previewAccessActor(db, zugang)).toMatchObject({ id: login.actor.id, role: 'freigabe' });
    expect(await previewAccessActor(db, zugang, new Date(now.getTime() + PREVIEW_ACCESS_SECONDS * 1000))).toBeNull();
    // The session's token is no preview token, nor the reverse.
    expect(await previewAccessActor(db, login.token)).toBeNull();
    expect(await accounts.restore(login.actor.id, zugang)).toBeNull();
    expect(await previewAccessActor(db, 'x'.repeat(43))).toBeNull();
    expect(await previewAccessActor(db, undefined)).toBeNull();
  }, 30_000);

  it("ends with the account's other tokens when its password changes", async () => {
    const login = (await accounts.login(EMAIL, PASSWORD, 60))!;
    const { zugang } = await issuePreviewAccess(db, login.actor);
    expect(await accounts.changePassword(login.actor, PASSWORD, 'Ein neues Passwort 2027!', login.token)).toBe(
      'geaendert',
    );
    expect(await previewAccessActor(db, zugang)).toBeNull();
    expect(await accounts.restore(login.actor.id, login.token)).not.toBeNull();
  }, 60_000);
});

describe('where the preview runs', () => {
  it("runs on the other loopback name in the demo, on VORSCHAU_URL when set, else on the editor's own origin", () => {
    expect(previewOrigin('http://127.0.0.1:3000', undefined)).toBe('http://localhost:3000');
    expect(previewOrigin('http://localhost:3160', '')).toBe('http://127.0.0.1:3160');
    expect(previewOrigin('https://www.tannbrunn.de', 'https://tannbrunn-vorschau.de/x')).toBe(
      'https://tannbrunn-vorschau.de',
    );
    // Without a site of its own it stays with the editor (and on the editor's thread).
    expect(previewOrigin('https://www.tannbrunn.de', undefined)).toBe('https://www.tannbrunn.de');
    const config = { siteUrl: 'https://www.tannbrunn.de', vorschauUrl: 'https://tannbrunn-vorschau.de' };
    expect(editorOrigin('https://tannbrunn-vorschau.de', config)).toBe('https://www.tannbrunn.de');
    expect(editorOrigin('http://localhost:3160', { siteUrl: 'http://127.0.0.1:3160', vorschauUrl: undefined })).toBe(
      'http://127.0.0.1:3160',
    );
  });

  it("lets the editor frame the preview's site and only the editor frame the preview's host page", () => {
    const sources = previewFrameSources({
      siteUrl: 'https://www.tannbrunn.de',
      vorschauUrl: 'https://tannbrunn-vorschau.de',
    });
    expect(sources).toEqual({ preview: ['https://tannbrunn-vorschau.de'], editor: ['https://www.tannbrunn.de'] });
    expect(previewFrameSources({ siteUrl: 'https://www.tannbrunn.de', vorschauUrl: undefined })).toEqual({
      preview: [],
      editor: [],
    });
    const header = (headers: { key: string; value: string }[], key: string) =>
      headers.find((h) => h.key === key)?.value;
    const editor = securityHeaders({
      dev: false,
      https: true,
      sameOriginFrames: true,
      previewSources: sources.preview,
    });
    expect(header(editor, 'Content-Security-Policy')).toContain("frame-src 'self' https://tannbrunn-vorschau.de;");
    expect(header(editor, 'Content-Security-Policy')).toContain("frame-ancestors 'self';");
    expect(header(editor, 'X-Frame-Options')).toBe('SAMEORIGIN');
    const host = securityHeaders({ dev: false, https: true, sameOriginFrames: true, editorSources: sources.editor });
    expect(header(host, 'Content-Security-Policy')).toContain("frame-ancestors 'self' https://www.tannbrunn.de;");
    expect(header(host, 'Content-Security-Policy')).toContain("frame-src 'self';");
    // X-Frame-Options cannot name another site: left out where the CSP names the editor.
    expect(header(host, 'X-Frame-Options')).toBeUndefined();
    // A public page frames nothing and is framed by nobody, whatever the preview.
    const site = securityHeaders({
      dev: false,
      https: true,
      previewSources: sources.preview,
      editorSources: sources.editor,
    });
    expect(header(site, 'Content-Security-Policy')).toContain("frame-ancestors 'none';");
    expect(header(site, 'Content-Security-Policy')).toContain("frame-src 'none';");
    expect(header(site, 'X-Frame-Options')).toBe('DENY');
  });
});
