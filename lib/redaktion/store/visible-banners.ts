// The alert banners shown now, as SQL for the store and the media library: the published version of every live
// banner document whose start has come and whose end has not (migration 300: banners are documents), and, for an
// emergency publication nobody confirmed yet, whose automatic end has not come either.
export const VISIBLE_BANNERS = `SELECT d.id, v.inhalt FROM dokumente d
  JOIN dokument_versionen v ON v.id = d.veroeffentlichte_version
  WHERE d.art = 'warnmeldung' AND d.zustand = 'aktiv'
    AND (v.inhalt->>'beginn')::timestamptz <= now()
    AND (v.inhalt->>'ende' IS NULL OR (v.inhalt->>'ende')::timestamptz > now())
    AND (v.notfall_ende IS NULL OR v.notfall_ende > now())`;
