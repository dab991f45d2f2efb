// The preview of an Änderungspaket as a whole (`/redaktion/pakete/<id>/vorschau?pfad=/de/…`): any page of the site
// as it will be once the package is published (./site-with-versions.ts), in the editor's session; an account limited
// to some offices sees it only when every part is within its limit (it would show other offices' drafts).
import type { GetServerSidePropsResult } from 'next';
import type { CmsPageProps } from '@/renderer/CmsPageView';
import { getRelease, releaseVersions } from '@/lib/redaktion/store/releases';
import { releasePreviewAddress, type PaketTeil, type PaketZustand } from '@/lib/redaktion/shared/release-types';
import { readParts, requirePartsInScope } from '@/lib/redaktion/store/release-parts';
import type { RedaktionLoad } from '../frame/redaktion-page-props';
import { renderWithVersions } from './site-with-versions';

export interface ReleasePreviewFrame {
  paket: { id: string; titel: string; zustand: PaketZustand };
  /** The site path shown. */
  pfad: string;
  /** The parts, to go from one to the next. */
  teile: Pick<PaketTeil, 'art' | 'titel' | 'pfad'>[];
}

export type ReleasePreviewProps = ReleasePreviewFrame &
  (({ kind: 'seite' } & CmsPageProps) | { kind: 'fehlt'; text: string });

export const NO_PAGE_HERE = 'Unter dieser Adresse gibt es mit diesem Paket keine Seite.';

const SITE_PATH = /^\/de(\/[a-z0-9äöüß/_.-]*)?$/i;

/** The query of the page shown (paging, filters), without the preview's own `pfad`. */
function pageQuery(query: RedaktionLoad['context']['query']): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(query).filter(
      (entry): entry is [string, string | string[]] => !['pfad', 'id'].includes(entry[0]) && entry[1] !== undefined,
    ),
  );
}

export async function releasePreviewProps({
  db,
  actor,
  context,
}: RedaktionLoad): Promise<GetServerSidePropsResult<ReleasePreviewProps>> {
  const paket = await getRelease(db, actor, String(context.params?.id ?? ''));
  await requirePartsInScope(db, actor, await readParts(db, paket.id));
  const first = paket.teile.find((teil) => teil.pfad)?.pfad ?? '/de';
  const asked = typeof context.query.pfad === 'string' ? context.query.pfad.replace(/\/+$/, '') : '';
  const pfad = SITE_PATH.test(asked) ? asked : first;
  const shown = await renderWithVersions(await releaseVersions(db, paket.id), pfad, pageQuery(context.query));
  context.res.setHeader('X-Robots-Tag', 'noindex');
  if (shown.kind === 'weiter')
    return { redirect: { destination: releasePreviewAddress(paket.id, shown.ziel), permanent: false } };
  const frame: ReleasePreviewFrame = {
    paket: { id: paket.id, titel: paket.titel, zustand: paket.zustand },
    pfad,
    teile: paket.teile.map(({ art, titel, pfad: teilPfad }) => ({ art, titel, pfad: teilPfad })),
  };
  if (shown.kind === 'fehlt') {
    context.res.statusCode = 404;
    return { props: { ...frame, kind: 'fehlt', text: NO_PAGE_HERE } };
  }
  return { props: { ...frame, ...shown } };
}
