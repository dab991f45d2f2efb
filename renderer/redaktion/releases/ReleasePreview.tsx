// The preview of an Änderungspaket as a whole: a bar that says plainly this is not what visitors see now (the
// package, its state, its parts to go from one to the next, the way back), above the real page as it will be. A
// click on a link of the site stays in the preview: it opens that address as it will be with the package.
import { useEffect } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { PAKET_ZUSTAND_NAMEN, releasePreviewAddress, TEIL_ART_NAMEN } from '@/lib/redaktion/shared/release-types';
import { CmsPageView } from '@/renderer/CmsPageView';
import { PageHead } from '@/renderer/PageHead';
import type { ReleasePreviewProps } from '@/renderer/redaktion/preview/release-preview-props';
import styles from './Releases.module.css';

/** Site links (`/de…`) lead to the same address in the preview; everything else goes where it goes. */
function useStayInPreview(paketId: string) {
  const router = useRouter();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || !/^\/de(\/|$)/.test(url.pathname)) return;
      // Before the site's own router sees it (capture phase on the document).
      event.preventDefault();
      event.stopPropagation();
      void router.push(`${releasePreviewAddress(paketId, url.pathname)}${url.search.replace(/^\?/, '&')}${url.hash}`);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [paketId, router]);
}

export function ReleasePreview(props: ReleasePreviewProps) {
  const { paket, pfad, teile } = props;
  useStayInPreview(paket.id);
  const shown = teile.filter((teil) => teil.pfad);
  const menus = teile.filter((teil) => teil.art === 'menue');
  return (
    <>
      <div className={styles.previewBar} role="region" aria-label="Vorschau des Änderungspakets">
        <p>
          <strong>Vorschau – noch nicht veröffentlicht.</strong> So sieht die Website aus, wenn das Paket „{paket.titel}
          “ ({PAKET_ZUSTAND_NAMEN[paket.zustand]}) online ist.
          {menus.length > 0 && ` Mit ${menus.map((menu) => `„${menu.titel}“`).join(', ')} auf jeder Seite.`}
        </p>
        {shown.length > 0 && (
          <ul className={styles.previewParts} aria-label="Teile des Pakets">
            {shown.map((teil) => (
              <li key={teil.pfad}>
                <a
                  href={releasePreviewAddress(paket.id, teil.pfad!)}
                  aria-current={teil.pfad === pfad ? 'page' : undefined}
                >
                  {TEIL_ART_NAMEN[teil.art]}: {teil.titel}
                </a>
              </li>
            ))}
          </ul>
        )}
        <Link href={`/redaktion/pakete/${encodeURIComponent(paket.id)}`}>Zurück zum Paket</Link>
      </div>
      {props.kind === 'seite' ? (
        <CmsPageView page={props.page} layoutData={props.layoutData} fuerRedaktion={props.fuerRedaktion} />
      ) : (
        <main className={styles.missing}>
          <PageHead title={`Vorschau: ${paket.titel}`} noindex />
          <h1>Keine Seite</h1>
          <p role="alert">
            {props.text} ({pfad})
          </p>
        </main>
      )}
    </>
  );
}
