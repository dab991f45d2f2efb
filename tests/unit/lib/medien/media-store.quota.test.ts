// Each account's share of the media library is bounded (issue 41, quotas: MEDIA_QUOTA_MB, default 1024): an upload
// beyond it is refused in German and stores nothing; the account's deleted files give their room back, and another
// account's share is its own.
import { PDFDocument } from 'pdf-lib';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/db/database';
import { deleteMedium, listMedia, uploadMedium } from '@/lib/medien/media-store';
import { RedaktionError } from '@/lib/redaktion/shared/types';
import { onEachDatabase } from '../../support/databases';
import { franz, rita } from '../../support/redaktion-store';

/** A harmless PDF of about this many bytes (an unused stream of filler, stored uncompressed). */
async function pdfOf(bytes: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]);
  doc.context.register(doc.context.stream('x'.repeat(bytes)));
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

afterEach(() => vi.unstubAllEnvs());

onEachDatabase('the media quota per account', (open) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
  }, 120_000);

  it('refuses an upload beyond the account’s share, and lets it upload again once it deleted a file', async () => {
    vi.stubEnv('MEDIA_QUOTA_MB', '1');
    const file = await pdfOf(600_000);
    const first = await uploadMedium(db, rita, 'plan-1.pdf', file);
    const refused = await uploadMedium(db, rita, 'plan-2.pdf', file).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(RedaktionError);
    expect((refused as RedaktionError).status).toBe(413);
    expect((refused as RedaktionError).message).toMatch(
      /^Ihr Konto hat sein Kontingent in der Mediathek erreicht: 0,6 MB von 1 MB belegt, diese Datei hat 0,6 MB\. Die Datei wurde nicht gespeichert/,
    );
    expect((await listMedia(db)).map((m) => m.dateiname)).not.toContain('plan-2.pdf');
    // Another account's share is its own.
    await uploadMedium(db, franz, 'plan-3.pdf', file);
    await deleteMedium(db, rita, first.id);
    await uploadMedium(db, rita, 'plan-2.pdf', file);
  }, 60_000);
});
