// The preview's host page (/redaktion/vorschaurahmen), on the preview's own site (issue 45): the editor frames it
// and sends it the page; it posts the page into its own frame (the real page route with the site's scripts), checks
// the drawn HTML with the site's accessibility rules and axe-core, draws the marks of click to edit, and tells the
// editor the findings and the block clicked. All of that runs in the preview's process, never on the editor's thread.
import { useEffect, useRef, useState } from 'react';
import type { Seite } from '@/codegen/out/types';
import { checkAccessibility } from '@/lib/redaktion/shared/accessibility-check';
import { withoutMediaAccess } from '@/lib/medien/media-access';
import { blockId } from '@/lib/redaktion/shared/block-operations';
import { received, send, type FromPreview, type Message, type ToPreview } from '../preview-messages';
import { axeHints } from './axe-in-preview';
import { followPointer } from './preview-pointer';
import { blockElement, drawMark, scrollToBlock } from './preview-overlay';
import styles from './PreviewHost.module.css';

type Zeigen = Extract<ToPreview, { art: 'zeigen' }>;

export interface PreviewHostProps {
  /** The origin of the editor that may use this preview (lib/security/preview-site.js). */
  editorOrigin: string;
}

export function PreviewHost({ editorOrigin }: PreviewHostProps) {
  const form = useRef<HTMLFormElement>(null);
  const [request, setRequest] = useState<Zeigen | null>(null);
  // What the drawn page shows, its selection and names: read by the listeners of the drawn document.
  const shown = useRef<{ page: Seite; namen: Record<string, string>; zugang: string } | null>(null);
  const pending = useRef<Zeigen | null>(null);
  const selected = useRef<string | null>(null);
  const drawnDocument = useRef<Document | null>(null);
  const draws = useRef(0);

  const tell = (message: FromPreview) => send(window.parent, message, editorOrigin);

  const markSelection = (scroll: boolean) => {
    const document = drawnDocument.current;
    const page = shown.current?.page;
    if (!document?.body || !page) return;
    const id = selected.current;
    const element = id ? blockElement(document, id) : null;
    const block = element ? page.content.find((b) => blockId(b) === id) : undefined;
    drawMark(document, 'auswahl', element ? { element, name: nameOf(block?.template) } : null);
    if (element && scroll) scrollToBlock(element);
  };
  const nameOf = (template: string | undefined) => (template && shown.current?.namen[template]) || 'Block';

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = received<Message<ToPreview>>(event, window.parent, editorOrigin);
      if (message?.art === 'zeigen') {
        pending.current = message;
        setRequest(message);
      } else if (message?.art === 'auswahl') {
        selected.current = message.blockId;
        markSelection(true);
      }
    };
    window.addEventListener('message', onMessage);
    tell({ art: 'bereit' });
    return () => window.removeEventListener('message', onMessage);
    // The editor's origin is fixed for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editorOrigin]);

  // The form holds the newest page once React has rendered it; then it is posted into the frame.
  useEffect(() => {
    if (request) form.current?.requestSubmit();
  }, [request]);

  const onLoad = (event: React.SyntheticEvent<HTMLIFrameElement>) => {
    const frame = event.currentTarget;
    const document = frame.contentDocument;
    const sent = pending.current;
    if (!document?.body || !sent) return;
    if (document.querySelector('[data-vorschau-zugang]')) return tell({ art: 'zugang-abgelaufen' });
    let page: Seite;
    try {
      page = JSON.parse(sent.umschlag) as Seite;
    } catch {
      return tell({ art: 'befunde', befunde: null, hinweise: false });
    }
    shown.current = { page, namen: sent.namen, zugang: sent.zugang };
    drawnDocument.current = document;
    // A page that cannot be drawn (no title, an envelope the renderer refuses) says why in the frame.
    if (document.querySelector('[data-vorschau-problem]'))
      return tell({ art: 'befunde', befunde: null, hinweise: false });
    followPointer(document, {
      page: () => shown.current!.page,
      nameOf: (id) => nameOf(shown.current!.page.content.find((b) => blockId(b) === id)?.template),
      onSelect: (id, pointer) => {
        selected.current = id;
        markSelection(false);
        tell({ art: 'gewaehlt', blockId: id, pointer });
      },
    });
    markSelection(true);
    // The mark follows the page's layout (images loading, fonts).
    new ResizeObserver(() => markSelection(false)).observe(document.body);
    // The addresses of library files carry the preview's token; the rules compare them with the stored content.
    const own = checkAccessibility(withoutMediaAccess(document.documentElement.outerHTML), page);
    tell({ art: 'befunde', befunde: own, hinweise: false });
    const draw = ++draws.current;
    axeHints(frame, sent.zugang).then(
      (hints) => {
        if (draw === draws.current) tell({ art: 'befunde', befunde: [...own, ...hints], hinweise: true });
      },
      () => undefined, // A second opinion that could not run changes nothing.
    );
  };

  return (
    <>
      <form
        ref={form}
        method="post"
        action={request ? `/redaktion/vorschaurahmen/${encodeURIComponent(request.seiteId)}` : undefined}
        target="vorschau"
        hidden
      >
        <input type="hidden" name="umschlag" value={request?.umschlag ?? ''} readOnly />
        <input type="hidden" name="zugang" value={request?.zugang ?? ''} readOnly />
      </form>
      {/* Sandboxed: the page may run the site's scripts (hydration, axe-core) and be read by this host, but not
          navigate this window or the editor's, open windows, submit forms or start downloads. */}
      <iframe
        name="vorschau"
        sandbox="allow-same-origin allow-scripts"
        title="Vorschau der Seite"
        className={styles.host}
        onLoad={onLoad}
      />
    </>
  );
}
