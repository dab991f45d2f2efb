import type { Migration } from './index';

/**
 * Which files the published content makes public is decided from the fields that render a link or an image
 * (lib/redaktion/store/public-media.ts, in the publishing transaction), no longer by finding a file's address anywhere
 * in the stored JSON (migration 175), where a block id, an attribute the sanitiser drops or a banner-like address
 * that merely contained it made a file public that no visitor was shown. The triggers keep only their other half: a
 * publication's rows go when it does (withdrawn, replaced, archived, deleted). The rows of what is published now are
 * made again by the new rule.
 */
export const medienOeffentlichFelder: Migration = {
  name: '201-medien-oeffentlich-felder',
  async up(tx) {
    for (const [owners, key, kind] of [
      ['seiten', 'id', 'seite'],
      ['menues', 'name', 'menue'],
    ] as const) {
      await tx.query(`CREATE OR REPLACE FUNCTION medien_oeffentlich_${owners}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF TG_OP <> 'INSERT' THEN
            DELETE FROM medien_oeffentlich WHERE quelle = '${kind}:' || OLD.${key}::text;
          END IF;
          RETURN NULL;
        END $$`);
    }
    await tx.query('DROP FUNCTION medien_im_inhalt(json)');
    await tx.query('DELETE FROM medien_oeffentlich');
    const { rows } = await tx.query<{ art: 'seite' | 'menue'; owner_id: string; inhalt: unknown }>(
      `SELECT 'seite' AS art, s.id::text AS owner_id, v.inhalt FROM seiten s
         JOIN seiten_versionen v ON v.id = s.veroeffentlichte_version WHERE s.zustand = 'aktiv'
       UNION ALL
       SELECT 'menue', m.name, v.inhalt FROM menues m JOIN menue_versionen v ON v.id = m.veroeffentlichte_version`,
    );
    if (!rows.length) return;
    // The rule of this release: the reader of rendering fields (loaded only when there is published content).
    const { INSERT_PUBLIC_MEDIA, publicMediaRows } = await import('@/lib/blocks/published-media');
    const media = publicMediaRows(rows.map((row) => ({ art: row.art, ownerId: row.owner_id, inhalt: row.inhalt })));
    if (media.length) await tx.query(INSERT_PUBLIC_MEDIA, [JSON.stringify(media)]);
  },
};
