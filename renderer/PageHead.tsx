import Head from 'next/head';
import { siteSettings } from './site-settings';

interface Props {
  title: string;
  description?: string | null;
  canonical?: string;
  isHome?: boolean;
  noindex?: boolean;
}

export function pageTitle(title: string, isHome = false): string {
  return isHome ? `${siteSettings.gemeinde}` : `${title} | ${siteSettings.gemeinde}`;
}

export function PageHead({ title, description, canonical, isHome, noindex }: Props) {
  const full = pageTitle(title, isHome);
  return (
    <Head>
      <title>{full}</title>
      {description && <meta name="description" content={description} />}
      {canonical && <link rel="canonical" href={canonical} />}
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:title" content={full} />
      {description && <meta property="og:description" content={description} />}
      {canonical && <meta property="og:url" content={canonical} />}
      <meta property="og:locale" content="de_DE" />
      <meta property="og:site_name" content={siteSettings.gemeinde} />
    </Head>
  );
}
