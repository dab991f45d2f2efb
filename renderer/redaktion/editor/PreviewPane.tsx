// The preview: the page as the real renderer draws it, at a phone's, a tablet's or a desktop's width (scaled to fit
// the pane). It follows the form: a short pause after each change, the current page is sent to the preview, so it
// shows what the form holds, saved or not, with the renderer's notices. The preview runs on a site of its own, in
// a process of its own (issue 45; lib/security/preview-site.js): its host page draws and checks the page and
// answers with the findings and the block clicked (../preview/preview-messages.ts), so nothing of it (parsing,
// layout, the site's scripts, axe-core) runs on the editor's thread.
import { memo, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { blockSchemas, editorTitle } from '@/lib/blocks/site-schemas';
import { ownEntry } from '@/lib/shapes/own-entry';
import { previewOrigin } from '@/lib/security/preview-site';
import { redaktionApi } from '@/renderer/redaktion/api-client';
import { received, send, type FromPreview, type Message, type ToPreview } from '../preview/preview-messages';
import { AccessibilityPanel } from './AccessibilityPanel';
import { accessibilityAtom, pageAtom, selectedAtom } from './editor-state';
import { countRender } from './render-count';
import { focusWhenShown } from './focus-clicked-field';
import styles from '../Redaktion.module.css';

export const PREVIEW_WIDTHS = [
  { width: 375, label: 'Telefon (375 px)' },
  { width: 768, label: 'Tablet (768 px)' },
  { width: 1280, label: 'Desktop (1280 px)' },
] as const;

/** Pause after a change before the preview is drawn again. */
const FOLLOW_MS = 500;
/** The preview's token is renewed this often (it is valid for an hour: lib/redaktion/store/preview-access.ts). */
const RENEW_ACCESS_MS = 30 * 60_000;

export const PREVIEW_ACCESS_FAILED = 'Die Vorschau ist gerade nicht erreichbar. Bitte laden Sie die Seite neu.';

const noChanges = () => () => undefined;
const ownPreviewOrigin = () => previewOrigin(window.location.origin, process.env.VORSCHAU_URL);

/** The preview's token from the API, renewed before it ends and whenever the preview says it has. */
function usePreviewAccess(): { zugang: string | null; renew: () => void; failed: boolean } {
  const [zugang, setZugang] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let stopped = false;
    void redaktionApi.vorschauzugang({}).then((answer) => {
      if (stopped) return;
      setFailed(!answer.ok);
      if (answer.ok) setZugang(answer.body.zugang);
    });
    const timer = setTimeout(() => setRound((n) => n + 1), RENEW_ACCESS_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [round]);
  return { zugang, renew: () => setRound((n) => n + 1), failed };
}

/** Memoised: the editor's frame re-rendering (its save state) does not re-render it. */
export const PreviewPane = memo(function PreviewPane({ seiteId }: { seiteId: string }) {
  const page = useAtomValue(pageAtom);
  const selected = useAtomValue(selectedAtom);
  countRender('PreviewPane');
  const store = useStore();
  const frame = useRef<HTMLDivElement>(null);
  const host = useRef<HTMLIFrameElement>(null);
  const [width, setWidth] = useState<number>(375);
  const [scale, setScale] = useState(1);
  const [envelope, setEnvelope] = useState(() => JSON.stringify(page));
  const [ready, setReady] = useState(false);
  // Known in the browser only: the editor's own address decides the preview's (the demo's other loopback name).
  const origin = useSyncExternalStore(noChanges, ownPreviewOrigin, () => null);
  const access = usePreviewAccess();
  const setFindings = useSetAtom(accessibilityAtom);

  useEffect(() => {
    const timer = setTimeout(() => setEnvelope(JSON.stringify(page)), FOLLOW_MS);
    return () => clearTimeout(timer);
  }, [page]);

  // Each template's German name, for the marks the preview draws (a new object only when the templates change).
  const templates = useMemo(() => [...new Set(page.content.map((block) => block.template))].sort().join(' '), [page]);
  const namen = useMemo(
    () =>
      Object.fromEntries(
        templates
          .split(' ')
          .filter(Boolean)
          .map((template) => [template, editorTitle(ownEntry(blockSchemas, template), template)]),
      ),
    [templates],
  );

  const tell = (message: ToPreview) => {
    const target = host.current?.contentWindow;
    if (target && origin) send(target, message, origin);
  };

  useEffect(() => {
    if (ready && access.zugang) tell({ art: 'zeigen', seiteId, umschlag: envelope, zugang: access.zugang, namen });
    // `tell` reads the frame and origin of this render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, access.zugang, envelope, seiteId]);

  useEffect(() => {
    if (ready) tell({ art: 'auswahl', blockId: selected });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, selected]);

  useEffect(() => {
    if (!origin) return;
    const onMessage = (event: MessageEvent) => {
      const message = received<Message<FromPreview>>(event, host.current?.contentWindow, origin);
      if (!message) return;
      if (message.art === 'bereit') setReady(true);
      else if (message.art === 'befunde') setFindings(message.befunde);
      else if (message.art === 'zugang-abgelaufen') access.renew();
      else if (message.art === 'gewaehlt') {
        store.set(selectedAtom, message.blockId);
        focusWhenShown(message.blockId, message.pointer);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [origin, store, setFindings]);

  useEffect(() => {
    const box = frame.current;
    if (!box) return;
    const fit = () => setScale(Math.min(1, box.clientWidth / width));
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(box);
    return () => observer.disconnect();
  }, [width]);

  return (
    <section aria-labelledby="vorschau-titel" className={styles.previewPane}>
      <div className={styles.previewHead}>
        <h2 id="vorschau-titel" className={styles.paneTitle}>
          Vorschau
        </h2>
        <div role="group" aria-label="Breite der Vorschau" className={styles.widths}>
          {PREVIEW_WIDTHS.map((option) => (
            <button
              key={option.width}
              type="button"
              className={styles.smallButton}
              aria-pressed={width === option.width}
              onClick={() => setWidth(option.width)}
            >
              {option.label}
            </button>
          ))}
        </div>
      </div>
      {access.failed && <p role="alert">{PREVIEW_ACCESS_FAILED}</p>}
      <div ref={frame} className={styles.previewBox} style={{ height: `${Math.round(900 * scale)}px` }}>
        {/* Sandboxed: the preview's host posts the page into its own frame (forms) and runs scripts, but may not
            navigate the editor's window, open windows or start downloads. */}
        {origin && (
          <iframe
            ref={host}
            name="vorschaurahmen"
            src={`${origin}/redaktion/vorschaurahmen`}
            sandbox="allow-same-origin allow-scripts allow-forms"
            title="Vorschau der Seite"
            className={styles.previewFrame}
            style={{ width: `${width}px`, height: '900px', transform: `scale(${scale})` }}
            data-breite={width}
          />
        )}
      </div>
      <AccessibilityPanel />
    </section>
  );
});
