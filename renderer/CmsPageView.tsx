/* eslint-disable @typescript-eslint/no-require-imports -- the server's half of staticIsland() */
import { blockComponents } from '@/codegen/out/registry';
import type { Bild } from '@/codegen/out/types';
import type { Stand } from '@/lib/redaktion/shared/change-note';
import type { LayoutData } from './load-layout';
import type { PageModel } from './page-types';
import { BlockList, type ComponentMap } from './BlockList';
import { PageHead } from './PageHead';
import { ogImageOf } from './seo/og-image';
import dynamic from 'next/dynamic';
import type { LayoutProps } from './layout/layout-props';
import { staticIsland } from './islands/static-island';
import styles from './CmsPageView.module.css';
import { MediaForEditorsContext } from './ui/media-for-editors';

// The envelope's hero image is plain HTML (next/image renders it fully on the server): kept as sent, no code.
const HeroImages = staticIsland<{ images: Bild[] }>(
  typeof window === 'undefined'
    ? require('./layout/HeroImages').HeroImages
    : () => import('./layout/HeroImages').then((m) => m.HeroImages),
);

// "Zuletzt geändert" is plain HTML too: the date is formatted on the server, no date code reaches the browser.
const PageStand = staticIsland<{ stand: Stand }>(
  typeof window === 'undefined'
    ? require('./layout/PageStand').PageStand
    : () => import('./layout/PageStand').then((m) => m.PageStand),
);

// Each layout in its own chunk: a municipal page does not ship the school's header, nor the reverse.
export const LAYOUTS = {
  default: dynamic<LayoutProps>(() => import('./layout/DefaultLayout').then((m) => m.DefaultLayout)),
  schule: dynamic<LayoutProps>(() => import('./layout/SchoolLayout').then((m) => m.SchoolLayout)),
};

export interface CmsPageProps {
  page: PageModel;
  layoutData: LayoutData;
  /**
   * Set only when the page is not public content: an editor sees it (the Redaktion's preview, draft mode) or a shared
   * draft's link shows it: see renderer/ui/media-for-editors.ts.
   */
  fuerRedaktion?: true;
}

/** Step 6 of the pipeline: the layout renders the blocks into its slots. */
export function CmsPageView({
  page,
  layoutData,
  fuerRedaktion,
  noindex,
  components = blockComponents as unknown as ComponentMap,
}: CmsPageProps & { components?: ComponentMap; noindex?: boolean }) {
  const Layout = LAYOUTS[page.layout];
  const info = { path: page.path, query: page.query, pagination: page.pagination };
  const slot = (name: string) => page.blocks.filter((b) => b.slotName === name);
  const heroBlocks = slot('hero');
  const sidebar = slot('sidebar');
  const isHome = page.path === '/de' || page.path === '/de/gemeinschaftsschule';
  const mainBlocks = slot('main');
  const hasOwnHeading = heroBlocks.length > 0;

  return (
    <MediaForEditorsContext.Provider value={fuerRedaktion === true}>
      <PageHead
        title={page.title}
        description={page.description}
        canonical={page.canonical}
        isHome={page.path === '/de'}
        image={ogImageOf(page)}
        noindex={noindex}
      />
      <Layout
        layoutData={layoutData}
        isHome={isHome}
        breadcrumbs={page.breadcrumbs}
        hero={
          heroBlocks.length ? (
            <BlockList blocks={heroBlocks} components={components} page={info} />
          ) : page.heroImages.length ? (
            <HeroImages images={page.heroImages} />
          ) : null
        }
      >
        {!hasOwnHeading && <h1 className={styles.title}>{page.title}</h1>}
        <div className={sidebar.length ? styles.withSidebar : undefined}>
          <div className={styles.mainColumn}>
            <BlockList blocks={mainBlocks} components={components} page={info} />
          </div>
          {sidebar.length > 0 && (
            <aside className={styles.sidebar} aria-label="Seitenleiste">
              <BlockList blocks={sidebar} components={components} page={info} />
            </aside>
          )}
        </div>
        <BlockList blocks={slot('bottom')} components={components} page={info} />
        {page.stand && <PageStand stand={page.stand} />}
      </Layout>
    </MediaForEditorsContext.Provider>
  );
}
