// axe-core as a second opinion on the drawn preview (issue 15): loaded into the preview's frame as a script of this
// origin (/api/redaktion/pruefskript, editors and the preview's token only), run there in German on the page's main
// content, and its violations listed as hints beside the site's own rules. Never an error: the site's rules decide
// publishing. It runs in the preview's process (issue 45), where its second of work on a long page blocks no editor.
import type { Finding } from '@/lib/redaktion/shared/accessibility-check';
import { BLOCK_ATTRIBUTE } from '@/lib/redaktion/shared/accessibility-check';
import { REDAKTION_ADDRESSES } from '@/renderer/redaktion/api-client';

interface AxeResult {
  violations: { id: string; help: string; nodes: { target: unknown[] }[] }[];
}
interface Axe {
  configure(options: { locale: unknown }): void;
  run(context: Element | Document, options: unknown): Promise<AxeResult>;
}

function loadInto(frame: HTMLIFrameElement, zugang: string): Promise<Axe> {
  const win = frame.contentWindow as (Window & { axe?: Axe }) | null;
  const doc = frame.contentDocument;
  if (!win || !doc) return Promise.reject(new Error('Vorschau nicht geladen'));
  if (win.axe) return Promise.resolve(win.axe);
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = `${REDAKTION_ADDRESSES.pruefskript}?zugang=${encodeURIComponent(zugang)}`;
    script.onload = () => (win.axe ? resolve(win.axe) : reject(new Error('axe fehlt')));
    script.onerror = () => reject(new Error('axe nicht geladen'));
    doc.head.appendChild(script);
  });
}

export async function axeHints(frame: HTMLIFrameElement, zugang: string): Promise<Finding[]> {
  const axe = await loadInto(frame, zugang);
  const doc = frame.contentDocument!;
  const { default: german } = await import('axe-core/locales/de.json');
  // Only the rules' German names: the check messages are templates that axe compiles with `new Function`, which
  // the CSP (rightly) forbids.
  axe.configure({ locale: { lang: 'de', rules: german.rules } });
  const result = await axe.run(doc.querySelector('main') ?? doc, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    resultTypes: ['violations'],
  });
  return result.violations.map((violation) => {
    const selector = violation.nodes[0]?.target[0];
    const node = typeof selector === 'string' ? doc.querySelector(selector) : null;
    const blockId = node?.closest(`[${BLOCK_ATTRIBUTE}]`)?.getAttribute(BLOCK_ATTRIBUTE) ?? undefined;
    const count = violation.nodes.length;
    return {
      level: 'warnung',
      rule: 'axe',
      message: `axe-core: ${violation.help} (${count} ${count === 1 ? 'Stelle' : 'Stellen'}, Regel ${violation.id})`,
      ...(blockId ? { blockId } : {}),
    };
  });
}
