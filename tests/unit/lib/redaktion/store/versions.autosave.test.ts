// Versions per page (issue 41, quotas): the editor's autosave folds into the newest version when that is the same
// author's autosaved draft (never submitted, sent back or published) instead of adding a version every three seconds.
// Four eyes read what they read before: a folded version keeps its author and whose content it carries; a manual save,
// another author's save and a submission start a new version; a save over a newer folded state is refused (409), not
// lost; and the database refuses any other change of a stored version. Taken through the API's page actions.
import { beforeAll, expect, it } from 'vitest';
import type { Seite } from '@/codegen/out/types';
import type { Database } from '@/lib/db/database';
import type { ActionInput } from '@/lib/redaktion/actions/api-route';
import { PAGE_ACTIONS } from '@/lib/redaktion/actions/page-actions';
import { RedaktionError, type Actor, type VersionKurz } from '@/lib/redaktion/shared/types';
import { createPage } from '@/lib/redaktion/store/pages';
import { onEachDatabase } from '../../../support/databases';
import { franz, rita } from '../../../support/redaktion-store';

const envelope = (text: string): Seite =>
  ({
    pageLayout: 'default',
    title: 'Probe',
    content: [{ template: 'text', slotName: 'main', options: { text: `<p>${text}</p>` } }],
  }) as Seite;

onEachDatabase('autosaves fold into the newest draft', (open) => {
  let db: Database;
  let pages = 0;
  beforeAll(async () => {
    db = await open();
  }, 120_000);

  const input = (actor: Actor, id: string, body: Record<string, unknown>): ActionInput => ({
    db,
    actor,
    query: { id },
    body,
    renderVersion: async () => '',
  });

  async function save(actor: Actor, id: string, text: string, extra: Record<string, unknown> = {}) {
    const answer = await PAGE_ACTIONS.versionen!.POST!(input(actor, id, { umschlag: envelope(text), ...extra }));
    return (answer.body as { version: VersionKurz }).version;
  }
  const autosave = (actor: Actor, id: string, text: string, basis?: VersionKurz) =>
    save(actor, id, text, {
      automatisch: true,
      kommentar: 'Automatisch gespeichert',
      ...(basis ? { basisVersionId: basis.id, basisStand: basis.zwischenstaende } : {}),
    });
  const versions = async (id: string) =>
    ((await PAGE_ACTIONS.versionen!.GET!(input(rita, id, {}))).body as { versionen: VersionKurz[] }).versionen;

  async function newPage() {
    const { seite } = await createPage(db, rita, {
      pfad: `/de/autosave-${++pages}`,
      titel: 'Probe',
      layout: 'default',
    });
    return seite.id;
  }

  it('keeps one version for a run of autosaves, with the newest content and its author', async () => {
    const id = await newPage();
    let version = await autosave(rita, id, 'A');
    for (const text of ['Ab', 'Abc', 'Abcd', 'Abcde']) version = await autosave(rita, id, text, version);
    const list = await versions(id);
    // The page's first version ('Neue Seite') and one autosaved version, not five.
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ id: version.id, nummer: 2, zwischenstaende: 4, inhaltVon: [rita.id] });
    expect(list[0]!.autor.id).toBe(rita.id);
    const { rows } = await db.query<{ inhalt: Seite }>('SELECT inhalt FROM dokument_versionen WHERE id = $1', [
      version.id,
    ]);
    expect(JSON.stringify(rows[0]!.inhalt)).toContain('Abcde');
  });

  it('starts a new version after a manual save, for another author and after a submission', async () => {
    const id = await newPage();
    const first = await autosave(rita, id, 'Eins');
    const manual = await save(rita, id, 'Zwei', { kommentar: 'Gespeichert', basisVersionId: first.id });
    expect(manual.id).not.toBe(first.id);
    // An autosave after a manual save does not change the checkpoint.
    const after = await autosave(rita, id, 'Drei', manual);
    expect(after.id).not.toBe(manual.id);
    // Another author's autosave is a version of its own, carrying Rita's content too (four eyes by content).
    const other = await autosave(franz, id, 'Vier', after);
    expect(other.id).not.toBe(after.id);
    expect(other.inhaltVon.sort()).toEqual([franz.id, rita.id].sort());
    // Once submitted, a version is what the approver reviews: frozen.
    await PAGE_ACTIONS.einreichen!.POST!(input(franz, id, { versionId: other.id }));
    const later = await autosave(franz, id, 'Fünf', other);
    expect(later.id).not.toBe(other.id);
    expect((await versions(id)).map((v) => v.zwischenstaende)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('refuses a save over a newer folded state instead of losing it', async () => {
    const id = await newPage();
    const read = await autosave(rita, id, 'Rita schreibt');
    // Rita's next autosave folds in after Franz opened the page on the state he read.
    await autosave(rita, id, 'Rita schreibt weiter', read);
    const stale = await PAGE_ACTIONS.versionen!.POST!(
      input(franz, id, { umschlag: envelope('Franz'), basisVersionId: read.id, basisStand: read.zwischenstaende }),
    ).then(
      () => null,
      (error: unknown) => error,
    );
    expect(stale).toBeInstanceOf(RedaktionError);
    expect((stale as RedaktionError).status).toBe(409);
  });

  it('lets the database change no stored version but an autosaved draft by one folded save', async () => {
    const id = await newPage();
    const draft = await autosave(rita, id, 'Entwurf');
    const attempts = [
      [
        'the author',
        "UPDATE dokument_versionen SET autor_id = 'f-1', zwischenstaende = zwischenstaende + 1 WHERE id = $1",
      ],
      [
        'whose content',
        "UPDATE dokument_versionen SET inhalt_von = '{f-1}', zwischenstaende = zwischenstaende + 1 WHERE id = $1",
      ],
      ['the content without counting', `UPDATE dokument_versionen SET inhalt = '{}' WHERE id = $1`],
    ] as const;
    for (const [what, statement] of attempts)
      await expect(db.query(statement, [draft.id]), what).rejects.toThrow(/unveränderlich/);
    await PAGE_ACTIONS.einreichen!.POST!(input(rita, id, { versionId: draft.id }));
    await expect(
      db.query(`UPDATE dokument_versionen SET inhalt = '{}', zwischenstaende = zwischenstaende + 1 WHERE id = $1`, [
        draft.id,
      ]),
    ).rejects.toThrow(/unveränderlich/);
  });
});
