// The preview: the page as the real renderer draws it, in an iframe at a phone's, a tablet's or a desktop's
// width (scaled to fit the pane). It follows the form: a short pause after each change, the current page is
// posted into the frame, so the preview shows what the form holds, saved or not, with the renderer's notices.
import { memo, useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { checkAccessibility } from '@/lib/redaktion/shared/accessibility-check';
import { AccessibilityPanel } from './AccessibilityPanel';
import { axeHints } from './axe-in-preview';
import { accessibilityAtom, pageAtom } from './editor-state';
import { countRender } from './render-count';
import { usePreviewSelection } from './usePreviewSelection';
import styles from './Editor.module.css';

export const PREVIEW_WIDTHS = [
  { width: 375, label: 'Telefon (375 px)' },
  { width: 768, label: 'Tablet (768 px)' },
  { width: 1280, label: 'Desktop (1280 px)' },
] as const;

/** Pause after a change before the preview is drawn again. */
const FOLLOW_MS = 500;

/** Memoised: the editor's frame re-rendering (its save state) does not re-render it. */
export const PreviewPane = memo(function PreviewPane({ action }: { action: string }) {
  const page = useAtomValue(pageAtom);
  countRender('PreviewPane');
  const form = useRef<HTMLFormElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const { onPreviewLoad } = usePreviewSelection();
  const [width, setWidth] = useState<number>(375);
  const [scale, setScale] = useState(1);
  const [envelope, setEnvelope] = useState(() => JSON.stringify(page));
  const setFindings = useSetAtom(accessibilityAtom);
  const shown = useRef(page);

  useEffect(() => {
    const timer = setTimeout(() => {
      shown.current = page;
      setEnvelope(JSON.stringify(page));
    }, FOLLOW_MS);
    return () => clearTimeout(timer);
  }, [page]);

  const drawn = useRef(0);
  // Each drawn preview is checked with the rules that also judge it before publishing (the frame is this site's),
  // then by axe-core, whose findings are added as hints (unless a newer preview was drawn meanwhile).
  const onLoad = (event: SyntheticEvent<HTMLIFrameElement>) => {
    const iframe = event.currentTarget;
    const html = iframe.contentDocument?.documentElement.outerHTML;
    if (!html || !iframe.contentDocument?.querySelector('[data-redaktion-block], main')) return;
    onPreviewLoad(iframe);
    const own = checkAccessibility(html, shown.current);
    setFindings(own);
    const draw = ++drawn.current;
    axeHints(iframe).then(
      (hints) => {
        if (draw === drawn.current && hints.length) setFindings([...own, ...hints]);
      },
      () => undefined, // A second opinion that could not run changes nothing.
    );
  };
  // The hidden field holds the newest page once React has rendered it; then the form is posted.
  useEffect(() => {
    form.current?.requestSubmit();
  }, [envelope]);

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
      <form ref={form} method="post" action={action} target="vorschau" hidden>
        <input type="hidden" name="umschlag" value={envelope} readOnly />
      </form>
      <div ref={frame} className={styles.previewBox} style={{ height: `${Math.round(900 * scale)}px` }}>
        {/* Sandboxed: the preview may run the site's scripts (hydration, axe-core) and be read by the editor, but
            not navigate the editor's window, open windows, submit forms or start downloads. */}
        <iframe
          name="vorschau"
          sandbox="allow-same-origin allow-scripts"
          title="Vorschau der Seite"
          className={styles.previewFrame}
          style={{ width: `${width}px`, height: '900px', transform: `scale(${scale})` }}
          data-breite={width}
          onLoad={onLoad}
        />
      </div>
      <AccessibilityPanel />
    </section>
  );
});
