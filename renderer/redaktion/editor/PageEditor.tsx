// The editor of one page: outline of blocks per slot, the form of the selected block, the live preview, and a
// toolbar with undo/redo, save, publish and the save state. Autosave makes a version a few seconds after the
// last change; a note says when somebody else has the page open.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { Provider, useAtomValue, useSetAtom, useStore } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import type { Seite } from '@/codegen/out/types';
import { startHistory } from '@/lib/redaktion/shared/history';
import { draftErrorText } from '@/lib/blocks/validate-page';
import { redaktionApi } from '@/renderer/redaktion/api-client';
import { pageDrafts, useDraftVersions, type VersionRef } from './draft-versions';
import type { Freigabestand } from '@/lib/redaktion/shared/workflow-types';
import { darf, type Rolle, type Zustand } from '@/lib/redaktion/shared/permissions';
import type { EditorFormContext } from '../form/widgets';
import type { Zeitplan } from '@/lib/redaktion/shared/schedule-texts';
import { deadLinksText, targetsForPage, type LinkTargets } from '@/lib/redaktion/shared/internal-links';
import { ApprovalBar } from './ApprovalBar';
import { ScheduleBar } from './ScheduleBar';
import { WithdrawBar, type WithdrawBarProps } from './WithdrawBar';
import { ReleaseBar } from '../releases/ReleaseBar';
import type { PaketStand } from '@/lib/redaktion/shared/release-types';
import { ShareBar } from './ShareBar';
import { BlockOutline } from './BlockOutline';
import { SelectedForm } from './SelectedForm';
import { PreviewPane } from './PreviewPane';
import {
  accessibilityAtom,
  attemptAtom,
  canRedoAtom,
  canUndoAtom,
  linkErrorCountAtom,
  linkTargetsAtom,
  dirtyAtom,
  errorCountAtom,
  historyAtom,
  pageAtom,
  redoAtom,
  savedPageAtom,
  saveStatusAtom,
  titleAtom,
  undoAtom,
} from './editor-state';
import styles from '../Redaktion.module.css';
import { ActionNotice, type ActionResult } from '../ActionNotice';
import { useGoToField } from './go-to-field';
import { formatUhrzeit } from '@/lib/format/datum';
import { shownTitle } from '@/lib/redaktion/shared/page-title';

export interface PageEditorProps {
  page: { id: string; pfad: string; version: VersionRef | null; geaendert: string | null };
  envelope: Seite;
  /** The editor's role: which buttons show is read from the permission table. */
  rolle: Rolle;
  /** Whether the role approves at all (send back, schedule). */
  mayPublish: boolean;
  /** The four-eyes state of the newest version (submitted, sent back). */
  freigabe: Freigabestand | null;
  /** The page's pending scheduled publications and unpublications. */
  termine: Zeitplan[];
  /** Whether the page is published, how it was withdrawn, and the pages it may lead to instead (approvers). */
  zurueckziehen: Omit<WithdrawBarProps, 'seiteId'>;
  formContext: EditorFormContext;
  /** What internal links can lead to now: a link to a page that is not published shows at its field at once. */
  linkTargets: LinkTargets;
  /** The Änderungspaket the page belongs to, and the open ones it can be added to. */
  paketStand: PaketStand;
}

/** Autosave: this long after the last change. */
export const AUTOSAVE_MS = 3000;
/** How often the editor says it still has the page open. */
const PRESENCE_MS = 15_000;

function useHydratedEditor(envelope: Seite, targets: LinkTargets) {
  const [initial] = useState(() => startHistory(envelope));
  useHydrateAtoms(
    new Map<unknown, unknown>([
      [historyAtom, initial],
      [savedPageAtom, envelope],
      [linkTargetsAtom, targets],
    ]) as never,
  );
}

/**
 * Each page and version gets a store of its own: without it, coming back to the editor by a client-side navigation
 * (from the versions after a restore) kept the atoms of the first visit, and the editor showed and saved stale content.
 */
export function PageEditor(props: PageEditorProps) {
  return (
    <Provider key={`${props.page.id}-${props.page.version?.id ?? 'neu'}`}>
      <EditorOfVersion {...props} />
    </Provider>
  );
}

/** A link into the editor (`?block=<id>&feld=<pointer>`, e.g. from the Inhaltsprüfung) opens that block's field. */
function useLinkedField() {
  const { query, isReady } = useRouter();
  const goTo = useGoToField();
  const block = typeof query.block === 'string' ? query.block : undefined;
  const feld = typeof query.feld === 'string' ? query.feld : undefined;
  useEffect(() => {
    if (isReady && block) goTo(block, feld);
  }, [isReady, block, feld, goTo]);
}

function EditorOfVersion({
  page,
  envelope,
  rolle,
  mayPublish,
  freigabe,
  termine,
  zurueckziehen,
  formContext,
  linkTargets,
  paketStand,
}: PageEditorProps) {
  useHydratedEditor(envelope, targetsForPage(linkTargets, page.pfad));
  useLinkedField();
  // The frame (toolbar, bars) reads the page's title, save state and number of findings, not the page: a keystroke
  // in a block re-renders that block's entry, form and preview only (the columns are memoised).
  const store = useStore();
  const title = useAtomValue(titleAtom);
  const dirty = useAtomValue(dirtyAtom);
  const errorCount = useAtomValue(errorCountAtom);
  const deadLinks = useAtomValue(linkErrorCountAtom);
  const status = useAtomValue(saveStatusAtom);
  const setStatus = useSetAtom(saveStatusAtom);
  const setSaved = useSetAtom(savedPageAtom);
  const setAttempt = useSetAtom(attemptAtom);
  const undo = useSetAtom(undoAtom);
  const redo = useSetAtom(redoAtom);
  const canUndo = useAtomValue(canUndoAtom);
  const canRedo = useAtomValue(canRedoAtom);
  const {
    version,
    save: saveDraft,
    publish: publishDraft,
  } = useDraftVersions(
    useMemo(() => pageDrafts(page.id), [page.id]),
    page.version,
  );
  const [notice, setNotice] = useState<ActionResult>(null);
  // The state of a saved version as the server last said it (the permission table decides the buttons from it).
  const [shown, setShown] = useState<{ versionId: number | null; zustand: Zustand }>({
    versionId: page.version?.id ?? null,
    zustand: (freigabe?.zustand as Zustand | undefined) ?? 'entwurf',
  });
  const [others, setOthers] = useState<string[]>([]);

  const save = useCallback(
    async (kommentar: string, automatisch = false): Promise<VersionRef | null> => {
      const sent = store.get(pageAtom);
      setStatus({ kind: 'speichert' });
      // null: another save was running; it sets the status when it ends. An autosave is folded into the newest
      // autosaved version where the server allows it (same number: the status shows the time of this save).
      const outcome = await saveDraft(sent, kommentar, automatisch);
      if (!outcome) return null;
      if (!outcome.ok) {
        setStatus({ kind: 'fehler', message: outcome.message });
        return null;
      }
      const saved = outcome.value;
      setSaved(sent);
      setStatus({ kind: 'gespeichert', version: saved.nummer, at: saved.gespeichertAm });
      return saved;
    },
    [store, setSaved, setStatus, saveDraft],
  );
  // What the bars call before they submit or schedule: pending changes saved first, with their comment. Stable while
  // the version stands ('dirty' is read when they run), so the first keystroke does not re-render the bars.
  const saveFirst = useMemo(() => {
    const first = (kommentar: string) => async () => (store.get(dirtyAtom) ? save(kommentar) : version);
    return {
      submit: first('Vor dem Einreichen gespeichert'),
      schedule: first('Vor dem Planen gespeichert'),
      release: first('Vor dem Hinzufügen zum Änderungspaket gespeichert'),
      share: first('Vor dem Teilen gespeichert'),
    };
  }, [store, save, version]);
  const onStand = useCallback((versionId: number, zustand: Zustand) => setShown({ versionId, zustand }), []);
  const latestSave = useRef(save);
  useEffect(() => {
    latestSave.current = save;
  }, [save]);

  // Autosave a few seconds after the last change: the timer restarts at each change, read from the store (no render).
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      if (store.get(dirtyAtom))
        timer = setTimeout(() => void latestSave.current('Automatisch gespeichert', true), AUTOSAVE_MS);
    };
    arm();
    const stopPage = store.sub(pageAtom, arm);
    const stopDirty = store.sub(dirtyAtom, arm);
    return () => {
      stopPage();
      stopDirty();
      clearTimeout(timer);
    };
  }, [store]);

  // Who else has the page open ('wird gerade von … bearbeitet').
  useEffect(() => {
    let stopped = false;
    const beat = async () => {
      const answer = await redaktionApi.seite(page.id)('anwesenheit', {});
      if (!stopped && answer.ok) setOthers(answer.body.andere ?? []);
    };
    void beat();
    const timer = setInterval(beat, PRESENCE_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [page.id]);

  // Ctrl+Z / Ctrl+Y (Cmd on a Mac) outside text fields; the rich-text editor keeps its own while focused.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) undo();
      else if (key === 'y' || (key === 'z' && event.shiftKey)) redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo]);

  const publish = async () => {
    setNotice(null);
    setAttempt((n) => n + 1);
    if (errorCount > 0) {
      setNotice({ kind: 'fehler', text: `Veröffentlichen nicht möglich: ${draftErrorText(errorCount)}.` });
      return;
    }
    if (deadLinks > 0) {
      setNotice({ kind: 'fehler', text: deadLinksText(deadLinks) });
      return;
    }
    // Read when publishing: each drawn preview's findings would otherwise re-render the editor's frame.
    const barriers = (store.get(accessibilityAtom) ?? []).filter((f) => f.level === 'fehler').length;
    if (barriers > 0) {
      setNotice({
        kind: 'fehler',
        text: `Veröffentlichen nicht möglich: ${barriers} ${barriers === 1 ? 'Fehler' : 'Fehler'} der Barrierefreiheit (siehe unter der Vorschau).`,
      });
      return;
    }
    const target = version;
    if (!target) return;
    const outcome = await publishDraft(target);
    if (outcome.ok) setShown({ versionId: target.id, zustand: 'veroeffentlicht' });
    setNotice(
      outcome.ok
        ? {
            kind: 'ok',
            text: `Veröffentlicht: Version ${target.nummer} ist jetzt unter ${outcome.value.pfad} zu sehen.`,
          }
        : { kind: 'fehler', text: outcome.message },
    );
  };

  // Only a submitted version is published: the one loaded, unchanged since, in the state the server last said.
  const shownState: Zustand = !dirty && version && shown.versionId === version.id ? shown.zustand : 'entwurf';
  const mayPublishShown = darf(rolle, 'veroeffentlichen', shownState);
  const errorText = draftErrorText(errorCount);
  const statusText =
    status.kind === 'speichert'
      ? 'Speichert …'
      : status.kind === 'fehler'
        ? status.message
        : dirty
          ? 'Ungespeicherte Änderungen'
          : version
            ? `Gespeichert als Version ${version.nummer}${status.at ? ` um ${formatUhrzeit(status.at)} Uhr` : ''}`
            : 'Keine Änderungen';

  return (
    <div className={styles.editor}>
      <h1 className={styles.pageTitle}>
        {shownTitle(title)} <span className={styles.pagePath}>{page.pfad}</span>
      </h1>
      <div className={styles.toolbar}>
        <div className={styles.toolbarGroup} role="group" aria-label="Bearbeiten">
          <button
            type="button"
            className={styles.smallButton}
            disabled={!canUndo}
            onClick={undo}
            aria-keyshortcuts="Control+Z"
          >
            Rückgängig
          </button>
          <button
            type="button"
            className={styles.smallButton}
            disabled={!canRedo}
            onClick={redo}
            aria-keyshortcuts="Control+Y"
          >
            Wiederholen
          </button>
        </div>
        <p className={styles.status} role="status">
          {statusText}
          {errorText && <span className={styles.badge}>{errorText}</span>}
        </p>
        <div className={styles.toolbarGroup}>
          <button
            type="button"
            className={styles.secondaryButton}
            onClick={() => {
              setAttempt((n) => n + 1);
              void save('Gespeichert');
            }}
          >
            Speichern
          </button>
          <Link href={`/redaktion/seiten/${encodeURIComponent(page.id)}/versionen`} className={styles.secondaryButton}>
            Versionen
          </Link>
          {mayPublishShown && (
            <button type="button" className={styles.primaryButton} onClick={() => void publish()}>
              Veröffentlichen
            </button>
          )}
        </div>
      </div>
      <ApprovalBar
        seiteId={page.id}
        version={version}
        stand={freigabe}
        mayPublish={mayPublish}
        onStand={onStand}
        saveFirst={saveFirst.submit}
      />
      {mayPublish && <ScheduleBar seiteId={page.id} termine={termine} saveFirst={saveFirst.schedule} />}
      <ReleaseBar dokumentId={page.id} stand={paketStand} saveFirst={saveFirst.release} />
      {darf(rolle, 'zurueckziehen', 'veroeffentlicht') && <WithdrawBar {...zurueckziehen} seiteId={page.id} />}
      {darf(rolle, 'entwurf_teilen', 'entwurf') && <ShareBar seiteId={page.id} saveFirst={saveFirst.share} />}
      {others.length > 0 && (
        <p className={styles.presence} role="status">
          Diese Seite wird gerade von {others.join(', ')} bearbeitet.
        </p>
      )}
      <ActionNotice result={notice} />
      <div className={styles.columns}>
        <BlockOutline />
        <SelectedForm formContext={formContext} />
        <PreviewPane seiteId={page.id} />
      </div>
    </div>
  );
}
