// A file of the media library that something still to come relies on is not deleted (issue 41): a page's scheduled
// publication of a version that names it (even when a newer draft no longer does) and a banner not yet ended whose
// link names it. The refusal says where, in German.
import { PDFDocument } from 'pdf-lib';
import { beforeAll, expect, it } from 'vitest';
import type { Seite } from '@/codegen/out/types';
import type { Database } from '@/lib/db/database';
import { MEDIUM_ACTIONS } from '@/lib/medien/media-actions';
import { uploadMedium } from '@/lib/medien/media-store';
import type { ActionInput } from '@/lib/redaktion/actions/api-route';
import { RedaktionError } from '@/lib/redaktion/shared/types';
import { savePageVersion } from '@/lib/redaktion/store/page-versions';
import { createPage } from '@/lib/redaktion/store/pages';
import { schedule } from '@/lib/redaktion/store/schedules';
import { ensureSeeded } from '@/lib/redaktion/store/seed';
import {
  endWarnmeldung,
  publishWarnmeldung,
  saveWarnmeldung,
  submitWarnmeldung,
} from '@/lib/redaktion/store/warnmeldungen';
import { onEachDatabase } from '../../support/databases';
import { ada, CONTENT, franz, rita, submitted } from '../../support/redaktion-store';

const envelope = (text: string): Seite =>
  ({
    pageLayout: 'default',
    title: 'Probe',
    content: [{ template: 'text', slotName: 'main', options: { text: `<p>${text}</p>` } }],
  }) as Seite;

async function pdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]).drawText('Plan');
  return Buffer.from(await doc.save());
}

onEachDatabase('files something still to come relies on', (open) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
    await ensureSeeded(db, CONTENT);
  }, 120_000);

  async function remove(id: string) {
    const input: ActionInput = { db, actor: rita, query: { id }, body: {}, renderVersion: async () => '' };
    try {
      return { status: (await MEDIUM_ACTIONS.loeschen!.POST!(input)).status };
    } catch (error) {
      if (!(error instanceof RedaktionError)) throw error;
      return { status: error.status, message: error.message };
    }
  }

  it('refuses to delete a file that a scheduled publication will show, naming the page and the time', async () => {
    const medium = await uploadMedium(db, rita, 'plan.pdf', await pdf());
    const { seite } = await createPage(db, rita, { pfad: '/de/probe-plan', titel: 'Probe', layout: 'default' });
    const { version } = await savePageVersion(db, rita, seite.id, envelope(`<a href="${medium.url}">Plan</a>`));
    await submitted(db, rita, seite.id, version.id);
    const zeitpunkt = new Date(Date.now() + 2 * 86_400_000);
    await schedule(db, franz, seite.id, { art: 'veroeffentlichen', versionId: version.id, zeitpunkt });
    // A newer draft no longer names it: the page's newest version alone would let it go.
    await savePageVersion(db, rita, seite.id, envelope('Ohne Plan'));
    const refused = await remove(medium.id);
    expect(refused).toMatchObject({ status: 409 });
    expect(refused.message).toMatch(
      /^Diese Datei wird noch verwendet und kann nicht gelöscht werden: \/de\/probe-plan \(Veröffentlichung geplant am \d\d\.\d\d\.\d{4}, \d\d:\d\d Uhr\)\./,
    );
  });

  it('refuses to delete a file that a running banner links to; once the banner has ended, it goes', async () => {
    const medium = await uploadMedium(db, rita, 'umleitung.pdf', await pdf());
    const banner = await saveWarnmeldung(db, franz, null, {
      text: 'Umleitung während der Bauarbeiten',
      stufe: 'hinweis',
      linkHref: `https://www.tannbrunn.example${medium.url}`,
      linkText: 'Plan der Umleitung',
      bereich: '/de/tourismus',
    });
    await submitWarnmeldung(db, franz, banner.id);
    await publishWarnmeldung(db, ada, banner.id);
    expect(await remove(medium.id)).toEqual({
      status: 409,
      message:
        'Diese Datei wird noch verwendet und kann nicht gelöscht werden: Warnmeldung „Umleitung während der Bauarbeiten“. Entfernen Sie sie dort zuerst.',
    });
    await endWarnmeldung(db, franz, banner.id);
    expect(await remove(medium.id)).toEqual({ status: 200 });
  });
});
