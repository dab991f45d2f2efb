// The document head, with the page's scripts run only after the browser has painted the server-rendered page once,
// and React only where the page needs it (renderer/document/script-plan.ts says which page runs what).
// Next puts its scripts into the head as deferred scripts: once the last one has arrived they run (React, the
// router, hydration) before the first frame, so on a phone the text and the hero image would appear only after a
// few hundred milliseconds of script work that shows nothing. Here:
// - the site script (renderer/site-script/site-script.ts) is added by public/scripts-after-paint.js as an ordered
//   script right after the first paint (hero image included); on a public page it starts downloading only then, so
//   that on a slow line it does not share the bandwidth with the stylesheet, the fonts and the hero image: what it
//   enhances works without it (menus, disclosures, filters are native HTML first);
// - Next's scripts (React, Next's client, `_app`, the page) are listed for the loader only where the page has React
//   islands: it adds them when one comes near the viewport or is touched, and nothing preloads them before;
// - on the staff systems, which are applications, everything runs after the paint as well, preloaded at once.
// Next's build manifests run first among Next's scripts: Next's router awaits them before every navigation, and right
// after hydration it updates the address once (the site has rewrites). Loaded last and without a preload link, as they
// were for a while, they held that update back until after hydration; it then wrote back the address it had seen at
// mount and dropped the hash an anchor link had set meanwhile (seen under load, tests/e2e/header.spec.ts).
// Only in production builds: the development server keeps Next's own loading (and adds the site script).
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
// eslint-disable-next-line @next/next/no-document-import-in-page -- used by pages/_document.tsx only
import { Head, NextScript } from 'next/document';
import { siteScriptFiles } from '@/scripts/next-build/site-script.js';
import { propsForHydration } from '@/renderer/hydration-props';
import type { ScriptPlan } from './script-plan';

type DocumentFiles = Parameters<Head['getScripts']>[0];

/** Where the list of scripts waits for the loader (a JSON data block: no inline script for the CSP). */
export const SCRIPT_LIST_ID = 'scripts-after-paint';
export const LOADER_PATH = '/scripts-after-paint.js';

/** The loader's list: what runs after the first paint, and what runs when a React island needs it. */
export interface ScriptList {
  nachDemMalen: string[];
  react: string[];
}

interface ScriptProps {
  src?: string;
  noModule?: boolean;
  crossOrigin?: '' | 'anonymous' | 'use-credentials';
}

const production = process.env.NODE_ENV === 'production';

function siteScripts(assetPrefix: string): string[] {
  return siteScriptFiles(process.env.NEXT_DIST_DIR || '.next').map((file) => `${assetPrefix}/_next/${file}`);
}

function preloadLink(src: string, crossOrigin?: ScriptProps['crossOrigin']): ReactElement {
  return (
    <link key={`preload-${src}`} rel="preload" as="script" href={src} fetchPriority="low" crossOrigin={crossOrigin} />
  );
}

export class PaintFirstHead extends Head {
  declare props: Head['props'] & { plan: ScriptPlan };
  private readonly next: string[] = [];
  private readonly manifests: string[] = [];
  private plan: ScriptPlan = 'sofort';

  render() {
    // Next spreads the head's props onto <head>: the plan is the document's business, not an attribute.
    const { plan, ...props } = this.props;
    this.plan = plan;
    Object.assign(this, { props });
    return super.render();
  }

  /** Takes Next's `<script src defer>` elements out and notes their addresses in order (nomodule ones stay). */
  private takeScripts(elements: ReactNode): ReactNode[] {
    const manifestFiles = this.context.buildManifest.lowPriorityFiles.map((file) => `/_next/${file}`);
    return Children.toArray(elements).flatMap((element) => {
      if (
        !isValidElement<ScriptProps>(element) ||
        element.type !== 'script' ||
        !element.props.src ||
        element.props.noModule
      )
        return [element];
      const { src } = element.props;
      if (manifestFiles.some((file) => src.includes(file))) this.manifests.push(src);
      else this.next.push(src);
      return [];
    });
  }

  getDynamicChunks(files: DocumentFiles): (ReactElement | null)[] {
    const chunks = super.getDynamicChunks(files);
    if (!production) return chunks;
    return this.takeScripts(chunks) as ReactElement[];
  }

  getPolyfillScripts(): ReactElement[] {
    return this.plan === 'keine' && production ? [] : super.getPolyfillScripts();
  }

  getScripts(files: DocumentFiles): ReactElement[] {
    const { assetPrefix, crossOrigin } = this.context;
    const site = siteScripts(assetPrefix ?? '');
    const scripts = super.getScripts(files);
    if (!production) {
      const nextOwn = new Set(
        Children.toArray(scripts).flatMap((s) => (isValidElement<ScriptProps>(s) && s.props.src ? [s.props.src] : [])),
      );
      return [
        ...scripts,
        ...site.filter((src) => !nextOwn.has(src)).map((src) => <script key={src} src={src} defer />),
      ];
    }
    const kept = this.takeScripts(scripts) as ReactElement[];
    // The webpack runtime is shared by the site script and Next's entries: it loads once, with the site script.
    const next = [...this.manifests, ...this.next.filter((src) => !site.includes(src))];
    const list: ScriptList =
      this.plan === 'sofort'
        ? { nachDemMalen: [...site, ...next], react: [] }
        : { nachDemMalen: site, react: this.plan === 'bei-bedarf' ? next : [] };
    return [
      ...kept,
      ...(this.plan === 'sofort' ? list.nachDemMalen.map((src) => preloadLink(src, crossOrigin)) : []),
      <script
        key={SCRIPT_LIST_ID}
        id={SCRIPT_LIST_ID}
        type="application/json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(list) }}
      />,
      <script key={LOADER_PATH} src={LOADER_PATH} defer />,
    ];
  }
}

/**
 * Next's page data, which only hydration reads: a page that never hydrates does not carry it, and a public page that
 * hydrates its React islands carries only what its first render in the browser reads (renderer/hydration-props.ts).
 */
export class PageData extends NextScript {
  declare props: NextScript['props'] & { plan: ScriptPlan };

  render() {
    if (this.props.plan === 'keine' && production) {
      this.context.docComponentsRendered.NextScript = true;
      return <></>;
    }
    if (this.props.plan === 'bei-bedarf') {
      const data = this.context.__NEXT_DATA__;
      const pageProps = data.props?.pageProps as object | undefined;
      if (pageProps) {
        // A new object: the page's props themselves are what Next keeps for its data route.
        this.context.__NEXT_DATA__ = { ...data, props: { ...data.props, pageProps: propsForHydration(pageProps) } };
      }
    }
    return super.render();
  }
}
