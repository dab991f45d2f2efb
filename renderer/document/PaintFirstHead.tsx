// The document head, with the page's scripts run only after the browser has painted the
// server-rendered page once. Next puts them into the head as deferred scripts: once the last one has
// arrived they run (React, the router, hydration) before the first frame, so on a phone the text and
// the hero image appear only after a few hundred milliseconds of script work that shows nothing.
// Here they still start downloading at once (preload links, at the low priority of deferred scripts), and
// public/scripts-after-paint.js adds them as ordered scripts right after the first paint.
// Next's build manifests run first: Next's router awaits them before every navigation, and right after hydration
// it updates the address once (the site has rewrites). Loaded last and without a preload link, as they were for
// a while (hydration on a throttled phone 40-240 ms sooner), they held that update back until after hydration; it
// then wrote back the address it had seen at mount and dropped the hash an anchor link had set meanwhile, or
// cancelled the anchor's navigation (seen under load, tests/e2e/header.spec.ts).
// Only in production builds: the development server keeps Next's own loading.
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
// eslint-disable-next-line @next/next/no-document-import-in-page -- used by pages/_document.tsx only
import { Head } from 'next/document';

type DocumentFiles = Parameters<Head['getScripts']>[0];

/** Where the list of scripts waits for the loader (a JSON data block: no inline script for the CSP). */
export const SCRIPT_LIST_ID = 'scripts-after-paint';
export const LOADER_PATH = '/scripts-after-paint.js';

interface ScriptProps {
  src?: string;
  noModule?: boolean;
  crossOrigin?: '' | 'anonymous' | 'use-credentials';
}

export class PaintFirstHead extends Head {
  private readonly deferred: string[] = [];
  private readonly manifests: string[] = [];

  /** Turns Next's `<script src defer>` elements into preload links and notes their addresses in order. */
  private preloadInstead(elements: ReactNode): ReactNode[] {
    const manifestFiles = this.context.buildManifest.lowPriorityFiles.map((file) => `/_next/${file}`);
    return Children.toArray(elements).map((element) => {
      if (
        !isValidElement<ScriptProps>(element) ||
        element.type !== 'script' ||
        !element.props.src ||
        element.props.noModule
      )
        return element;
      const { src } = element.props;
      if (manifestFiles.some((file) => src.includes(file))) this.manifests.push(src);
      else this.deferred.push(src);
      return (
        <link
          key={`preload-${src}`}
          rel="preload"
          as="script"
          href={src}
          fetchPriority="low"
          crossOrigin={element.props.crossOrigin}
        />
      );
    });
  }

  getDynamicChunks(files: DocumentFiles): (ReactElement | null)[] {
    const chunks = super.getDynamicChunks(files);
    if (process.env.NODE_ENV !== 'production') return chunks;
    return this.preloadInstead(chunks) as ReactElement[];
  }

  getScripts(files: DocumentFiles): ReactElement[] {
    const scripts = super.getScripts(files);
    if (process.env.NODE_ENV !== 'production') return scripts;
    const links = this.preloadInstead(scripts) as ReactElement[];
    return [
      ...links,
      <script
        key={SCRIPT_LIST_ID}
        id={SCRIPT_LIST_ID}
        type="application/json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify([...this.manifests, ...this.deferred]) }}
      />,
      <script key={LOADER_PATH} src={LOADER_PATH} defer />,
    ];
  }
}
