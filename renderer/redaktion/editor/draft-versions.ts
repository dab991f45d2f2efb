// Saving a draft as a version and publishing a version, the same for a page and a menu: a save names the version
// the editor started from (a save over somebody else's newer one is refused, not lost), one save runs at a time,
// and a refusal becomes the server's German message or the editor's own.
import { useCallback, useRef, useState } from 'react';
import type { VersionKurz } from '@/lib/redaktion/shared/types';
import type { ApiAnswer } from '@/renderer/staff/post-json';
import { redaktionApi } from '@/renderer/redaktion/api-client';

export interface VersionRef {
  id: number;
  nummer: number;
  /** Autosaves folded into it when the editor last read it (a page's `zwischenstaende`). */
  stand?: number;
}

/** The two calls of one page or menu. */
export interface DraftCalls<Content, Published> {
  save: (
    inhalt: Content,
    kommentar: string,
    basis?: VersionRef,
    automatisch?: boolean,
  ) => Promise<ApiAnswer<{ version: VersionKurz }>>;
  publish: (versionId: number) => Promise<ApiAnswer<Published>>;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

export const pageDrafts = (id: string): DraftCalls<unknown, { pfad: string }> => ({
  save: (umschlag, kommentar, basis, automatisch) =>
    redaktionApi.seite(id)('versionen', {
      umschlag,
      kommentar,
      ...(basis ? { basisVersionId: basis.id, ...(basis.stand === undefined ? {} : { basisStand: basis.stand }) } : {}),
      ...(automatisch ? { automatisch } : {}),
    }),
  publish: (versionId) => redaktionApi.seite(id)('veroeffentlichen', { versionId }),
});

export const entryDrafts = (sammlung: string, id: string): DraftCalls<unknown, { pfad: string | null }> => ({
  save: (inhalt, kommentar, basis) =>
    redaktionApi.eintrag(sammlung, id)('versionen', {
      inhalt,
      kommentar,
      ...(basis ? { basisVersionId: basis.id } : {}),
    }),
  publish: (versionId) => redaktionApi.eintrag(sammlung, id)('veroeffentlichen', { versionId }),
});

export const menuDrafts = (name: string): DraftCalls<unknown, unknown> => ({
  save: (menue, kommentar, basis) =>
    redaktionApi.menue(name)('versionen', { menue, kommentar, ...(basis ? { basisVersionId: basis.id } : {}) }),
  publish: (versionId) => redaktionApi.menue(name)('veroeffentlichen', { versionId }),
});

/**
 * The version the editor stands on, and its save and publish. `save` answers null while another save runs (the
 * autosave and a click may meet); `calls` must be stable (made once per page or menu).
 */
export function useDraftVersions<Content, Published>(
  calls: DraftCalls<Content, Published>,
  initial: VersionRef | null,
) {
  const [version, setVersion] = useState<VersionRef | null>(initial);
  const [busy, setBusy] = useState(false);
  const saving = useRef(false);

  const save = useCallback(
    async (inhalt: Content, kommentar: string, automatisch = false): Promise<Outcome<VersionKurz> | null> => {
      if (saving.current) return null;
      saving.current = true;
      setBusy(true);
      const answer = await calls.save(inhalt, kommentar, version ?? undefined, automatisch);
      saving.current = false;
      setBusy(false);
      if (!answer.ok) return { ok: false, message: answer.body.message ?? 'Speichern fehlgeschlagen.' };
      const saved = answer.body.version;
      setVersion({ id: saved.id, nummer: saved.nummer, stand: saved.zwischenstaende });
      return { ok: true, value: saved };
    },
    [calls, version],
  );

  const publish = useCallback(
    async (target: VersionRef): Promise<Outcome<Published>> => {
      setBusy(true);
      const answer = await calls.publish(target.id);
      setBusy(false);
      return answer.ok
        ? { ok: true, value: answer.body }
        : { ok: false, message: answer.body.message ?? 'Veröffentlichen fehlgeschlagen.' };
    },
    [calls],
  );

  return { version, busy, save, publish };
}
