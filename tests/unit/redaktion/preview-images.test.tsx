// Where the Redaktion shows a file of the media library (its preview page, draft mode), the browser fetches it with
// the editor's session: Next's image optimizer asks without cookies, and an upload no published page uses is served
// to a Redaktion session only (issue 33). Public pages keep the optimizer.
import { renderToString } from 'react-dom/server';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import { describe, expect, it } from 'vitest';
import { CmsImage } from '@/renderer/ui/CmsImage';

const MEDIUM = '/api/medien/0f5c2b0e-1b7a-4c8e-9d1e-2a3b4c5d6e7f/rathaus.jpg';

function srcOf(src: string, router: Partial<NextRouter> | null): string {
  const image = <CmsImage src={src} alt="Rathaus" sizes="100vw" />;
  const html = renderToString(
    router ? <RouterContext.Provider value={router as NextRouter}>{image}</RouterContext.Provider> : image,
  );
  return /<img[^>]* src="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&');
}

describe('library images in the Redaktion', () => {
  it('are fetched straight from the media route on the Redaktion’s preview page and in draft mode', () => {
    expect(srcOf(MEDIUM, { pathname: '/redaktion/vorschau/[id]', isPreview: false })).toBe(MEDIUM);
    expect(srcOf(MEDIUM, { pathname: '/de/[[...slug]]', isPreview: true })).toBe(MEDIUM);
  });

  it('go through the image optimizer on public pages, as every image there does', () => {
    expect(srcOf(MEDIUM, { pathname: '/de/[[...slug]]', isPreview: false })).toMatch(/^\/_next\/image\?url=/);
    expect(srcOf(MEDIUM, null)).toMatch(/^\/_next\/image\?url=/);
    // Site images keep the optimizer in the preview too: they are public anyway.
    expect(srcOf('/bilder/kurpark.jpg', { pathname: '/redaktion/vorschau/[id]', isPreview: false })).toMatch(
      /^\/_next\/image\?url=/,
    );
  });
});
