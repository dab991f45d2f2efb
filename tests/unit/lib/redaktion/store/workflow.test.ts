// The four-eyes workflow as rules of the store (issue 15): submit with a comment, send back only with a reason, the
// tasks each person sees, and the four-eyes switch that admins alone may turn; every refusal in German, changing
// nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Seite } from '@/codegen/out/types';
import type { Database } from '@/lib/db/database';
import { readAudit } from '@/lib/redaktion/store/audit';
import {
  getPageVersion,
  publishPageVersion,
  restorePageVersion,
  savePageVersion,
} from '@/lib/redaktion/store/page-versions';
import { schedule } from '@/lib/redaktion/store/schedules';
import { NICHT_EINGEREICHT } from '@/lib/redaktion/shared/permissions';
import { createPage } from '@/lib/redaktion/store/pages';
import { seedContent } from '@/lib/redaktion/store/seed';
import { OWN_CHANGE, readSettings, writeSettings } from '@/lib/redaktion/store/settings';
import { approvalState, myTasks, sendBack, submitForApproval, WORKFLOW_TEXTS } from '@/lib/redaktion/store/workflow';
import { onEachDatabase } from '../../../support/databases';
import { ada, CONTENT, franz, idAt, refusal, rita, submitted } from '../../../support/redaktion-store';

const page = (text: string): Seite =>
  ({
    pageLayout: 'default',
    title: 'Freigabe',
    content: [{ template: 'text', slotName: 'main', options: { text } }],
  }) as Seite;

onEachDatabase('four-eyes workflow', (open) => {
  let db: Database;
  let id: string;
  beforeAll(async () => {
    db = await open();
    await seedContent(db, CONTENT);
    ({
      seite: { id },
    } = await createPage(db, rita, { pfad: '/de/freigabe-regeln', titel: 'Freigabe', layout: 'default' }));
  }, 120_000);

  it('submits the newest valid draft with a comment; the approver sees it, the author sees it as submitted', async () => {
    const { version } = await savePageVersion(db, rita, id, page('<p>Erste Fassung</p>'));
    await submitForApproval(db, rita, id, version.id, 'Bitte prüfen.');
    expect(await approvalState(db, version.id)).toMatchObject({
      zustand: 'zur_freigabe',
      einreichung: 'Bitte prüfen.',
    });
    const forFranz = await myTasks(db, franz);
    expect(forFranz.freigeben.map((t) => [t.pfad, t.von, t.text])).toContainEqual([
      '/de/freigabe-regeln',
      'Rita Redaktion',
      'Bitte prüfen.',
    ]);
    const forRita = await myTasks(db, rita);
    expect(forRita.eingereicht.map((t) => t.pfad)).toContain('/de/freigabe-regeln');
    expect(forRita.freigeben).toEqual([]);
  });

  it('sends back only with a reason, and only what waits; the author then finds the reason', async () => {
    const [waiting] = (await myTasks(db, franz)).freigeben.filter((t) => t.pfad === '/de/freigabe-regeln');
    const versionId = await newestId();
    expect(waiting).toBeDefined();
    const missing = await refusal(sendBack(db, franz, id, versionId, '   '));
    expect(missing).toMatchObject({ status: 422, message: WORKFLOW_TEXTS.reasonMissing, feld: 'grund' });
    expect((await refusal(sendBack(db, rita, id, versionId, 'Nein'))).status).toBe(403);
    await sendBack(db, franz, id, versionId, 'Bitte die Öffnungszeiten ergänzen.');
    expect((await refusal(sendBack(db, franz, id, versionId, 'Noch einmal'))).message).toBe(WORKFLOW_TEXTS.notWaiting);
    const [back] = (await myTasks(db, rita)).zurueckgewiesen;
    expect(back).toMatchObject({
      pfad: '/de/freigabe-regeln',
      von: 'Franz Freigabe',
      text: 'Bitte die Öffnungszeiten ergänzen.',
    });
    expect((await myTasks(db, franz)).freigeben.filter((t) => t.pfad === '/de/freigabe-regeln')).toEqual([]);
    // A new save is a new draft: the reason belongs to the old version, the task is done.
    await savePageVersion(db, rita, id, page('<p>Mit Öffnungszeiten</p>'));
    expect((await myTasks(db, rita)).zurueckgewiesen).toEqual([]);
    const log = await readAudit(db, ada, { objektArt: 'seite', objektId: id });
    expect(log.eintraege.map((e) => e.aktion)).toEqual(
      expect.arrayContaining(['zur_freigabe_eingereicht', 'zurueckgewiesen']),
    );
  });

  it('refuses to submit an old version, one with errors, or one already waiting', async () => {
    const { version: old } = await savePageVersion(db, rita, id, page('<p>Alt</p>'));
    const { version: invalid } = await savePageVersion(db, rita, id, page(''));
    expect((await refusal(submitForApproval(db, rita, id, old.id))).message).toBe(WORKFLOW_TEXTS.notNewest);
    expect((await refusal(submitForApproval(db, rita, id, invalid.id))).message).toBe(WORKFLOW_TEXTS.withErrors);
    const { version: fine } = await savePageVersion(db, rita, id, page('<p>Gut</p>'));
    await submitForApproval(db, rita, id, fine.id);
    expect((await refusal(submitForApproval(db, rita, id, fine.id))).message).toBe(WORKFLOW_TEXTS.notDraft);
  });

  it('nobody publishes their own change while four eyes are on; admins alone switch it', async () => {
    const { version } = await savePageVersion(db, franz, id, page('<p>Von Franz</p>'));
    await submitted(db, franz, id, version.id);
    expect((await refusal(publishPageVersion(db, franz, id, version.id))).message).toBe(OWN_CHANGE);
    expect((await getPageVersion(db, id, version.id)).zustand).toBe('zur_freigabe');
    expect((await myTasks(db, franz)).freigeben.some((t) => t.versionNummer === version.nummer)).toBe(false);
    expect((await refusal(writeSettings(db, franz, { vierAugen: false }))).status).toBe(403);
    expect((await refusal(writeSettings(db, ada, { vierAugen: 'nein' }))).status).toBe(400);
    expect(await readSettings(db)).toEqual({ vierAugen: true });
    await writeSettings(db, ada, { vierAugen: false });
    await publishPageVersion(db, franz, id, version.id);
    expect((await getPageVersion(db, id, version.id)).zustand).toBe('veroeffentlicht');
    await writeSettings(db, ada, { vierAugen: true });
  });

  // Issue 33, defect 1: four eyes by content, not by row. Each of these answered 200 before.
  describe('four eyes by content', () => {
    it('(a) an approver never publishes their text that somebody else restored', async () => {
      const { version: own } = await savePageVersion(db, franz, id, page('<p>Franz schreibt</p>'));
      await savePageVersion(db, rita, id, page('<p>Rita schreibt etwas anderes</p>'));
      const restored = await restorePageVersion(db, rita, id, own.id);
      expect(restored.inhaltVon).toEqual(expect.arrayContaining([franz.id, rita.id]));
      await submitted(db, rita, id, restored.id);
      expect((await refusal(publishPageVersion(db, franz, id, restored.id))).message).toBe(OWN_CHANGE);
      expect((await myTasks(db, franz)).freigeben.some((t) => t.versionNummer === restored.nummer)).toBe(false);
      // Ada wrote none of it.
      await publishPageVersion(db, ada, id, restored.id);
    });

    it('(a) an approver never publishes a copy of their own text that somebody else made', async () => {
      const { seite: source } = await createPage(db, franz, {
        pfad: '/de/vorlage-franz',
        titel: 'V',
        layout: 'default',
      });
      await savePageVersion(db, franz, source.id, page('<p>Text von Franz</p>'));
      const { seite: copy, version } = await createPage(db, rita, {
        pfad: '/de/kopie-rita',
        titel: 'Kopie',
        layout: 'default',
        kopieVon: source.id,
      });
      expect(version.inhaltVon).toEqual(expect.arrayContaining([franz.id, rita.id]));
      expect(await idAt(db, '/de/kopie-rita')).toBe(copy.id);
      await submitted(db, rita, copy.id, version.id);
      expect((await refusal(publishPageVersion(db, franz, copy.id, version.id))).message).toBe(OWN_CHANGE);
    });

    it('(a) an edit on top of an unpublished draft carries that draft’s author', async () => {
      await savePageVersion(db, franz, id, page('<p>Entwurf von Franz</p>'));
      const { version } = await savePageVersion(db, rita, id, page('<p>Entwurf von Franz, von Rita ergänzt</p>'));
      await submitted(db, rita, id, version.id);
      expect((await refusal(publishPageVersion(db, franz, id, version.id))).message).toBe(OWN_CHANGE);
    });

    it('(b) a version sent back is not published until it is submitted again', async () => {
      const { version } = await savePageVersion(db, rita, id, page('<p>Zurückgewiesen</p>'));
      await submitted(db, rita, id, version.id);
      await sendBack(db, franz, id, version.id, 'Nicht freigeben');
      const refused = await refusal(publishPageVersion(db, ada, id, version.id));
      expect(refused).toMatchObject({ status: 409, message: NICHT_EINGEREICHT });
      expect((await getPageVersion(db, id, version.id)).zustand).toBe('entwurf');
      await submitted(db, rita, id, version.id);
      await publishPageVersion(db, ada, id, version.id);
    });

    it('(c) a draft that was never submitted is neither published nor scheduled', async () => {
      const { version } = await savePageVersion(db, rita, id, page('<p>Nie eingereicht</p>'));
      expect(await refusal(publishPageVersion(db, franz, id, version.id))).toMatchObject({
        status: 409,
        message: NICHT_EINGEREICHT,
      });
      const zeitpunkt = new Date(Date.now() + 3_600_000);
      expect(
        await refusal(schedule(db, franz, id, { art: 'veroeffentlichen', versionId: version.id, zeitpunkt })),
      ).toMatchObject({ status: 409, message: NICHT_EINGEREICHT });
    });
  });

  async function newestId(): Promise<number> {
    const { rows } = await db.query<{ id: number }>(
      'SELECT max(id) AS id FROM dokument_versionen WHERE dokument_id = $1',
      [id],
    );
    return rows[0]!.id;
  }
});
