import type { GetServerSideProps } from 'next';
import { getConfig } from '@/lib/config';
import { reportError } from '@/lib/error-reporting';
import { APP_PAGES, sitemapXml } from '@/lib/seo/sitemap-xml';
import { getSitemapService } from '@/lib/wiring/sitemap';

// /sitemap.xml: every CMS page (lib/services/sitemap) and the booking pages.
export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  const { siteUrl } = getConfig();
  try {
    const pages = await getSitemapService().pages();
    res.setHeader('Content-Type', 'application/xml; charset=utf-8');
    res.setHeader('Cache-Control', 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400');
    res.end(sitemapXml(siteUrl, [...pages, ...APP_PAGES]));
  } catch (error) {
    reportError(error, { message: 'Sitemap nicht erstellbar' });
    res.statusCode = 503;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Retry-After', '300');
    res.end('Die Sitemap ist vorübergehend nicht verfügbar.');
  }
  return { props: {} };
};

export default function Sitemap() {
  return null;
}
