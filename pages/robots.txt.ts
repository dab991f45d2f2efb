import type { GetServerSideProps } from 'next';
import { getConfig } from '@/lib/config';
import { robotsTxt } from '@/lib/seo/robots';

// /robots.txt with the Sitemap line for this site's origin (SITE_URL).
export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=3600, s-maxage=86400');
  res.end(robotsTxt(getConfig().siteUrl));
  return { props: {} };
};

export default function Robots() {
  return null;
}
