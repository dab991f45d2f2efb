import type { GetServerSideProps } from 'next';
import { builtWorker } from '@/lib/pwa/built-worker';

// /sw.js: the service worker of this build (renderer/service-worker/sw.ts). Always revalidated,
// so a new release reaches every visitor on the next page view.
export const getServerSideProps: GetServerSideProps = async ({ req, res }) => {
  const worker = await builtWorker();
  if (!worker) return { notFound: true };
  res.setHeader('Content-Type', 'application/javascript; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
  res.setHeader('ETag', worker.etag);
  if (req.headers['if-none-match'] === worker.etag) {
    res.statusCode = 304;
    res.end();
  } else {
    res.end(worker.script);
  }
  return { props: {} };
};

export default function ServiceWorkerScript() {
  return null;
}
