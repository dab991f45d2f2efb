import Head from 'next/head';
import { absoluteSiteUrl, httpOrigin } from '@/lib/security/site-url';
import { siteSettings } from './site-settings';
import { JsonLd } from './ui/JsonLd';
import { DEFAULT_OG_IMAGE } from './seo/og-image';
import { governmentOrganization } from './seo/government-organization';

interface Props {
  title: string;
  description?: string | null;
  canonical?: string;
  isHome?: boolean;
  noindex?: boolean;
  /** Link preview image (site path or absolute); default: the village panorama. */
  image?: string;
}

export function pageTitle(title: string, isHome = false): string {
  return isHome ? `${siteSettings.gemeinde}` : `${title} | ${siteSettings.gemeinde}`;
}

export function PageHead({ title, description, canonical, isHome, noindex, image = DEFAULT_OG_IMAGE }: Props) {
  const full = pageTitle(title, isHome);
  // Open Graph wants absolute addresses; the canonical link carries the site's origin (SITE_URL).
  const origin = httpOrigin(canonical);
  const imageUrl = (origin ? absoluteSiteUrl(image, origin) : httpOrigin(image) && image) || undefined;
  return (
    <>
      <Head>
        <title>{full}</title>
        {description && <meta name="description" content={description} />}
        {canonical && <link rel="canonical" href={canonical} />}
        {noindex && <meta name="robots" content="noindex" />}
        <meta property="og:type" content="website" />
        <meta property="og:title" content={full} />
        {description && <meta property="og:description" content={description} />}
        {canonical && <meta property="og:url" content={canonical} />}
        {imageUrl && <meta property="og:image" content={imageUrl} />}
        <meta property="og:locale" content="de_DE" />
        <meta property="og:site_name" content={siteSettings.gemeinde} />
        <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      </Head>
      {isHome && origin && <JsonLd data={governmentOrganization(siteSettings, origin)} />}
    </>
  );
}
