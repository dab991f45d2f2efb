// Where the Redaktion shows a file of the media library (its preview page, draft mode), the browser fetches it with
// the editor's session: Next's image optimizer asks without cookies, and an upload no published page uses is served
// to a Redaktion session only (issue 33). Public pages keep the optimizer, and the image stays server-rendered HTML.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { needsBrowser } from '@/codegen/needs-browser';
import { CmsImage } from '@/renderer/ui/CmsImage';
import { MediaForEditorsContext } from '@/renderer/ui/media-for-editors';

const MEDIUM = '/api/medien/0f5c2b0e-1b7a-4c8e-9d1e-2a3b4c5d6e7f/rathaus.jpg';

function srcOf(src: string, forEditors: boolean | null): string {
  const image = <CmsImage src={src} alt="Rathaus" sizes="100vw" />;
  const html = renderToString(
    forEditors === null ? (
      image
    ) : (
      <MediaForEditorsContext.Provider value={forEditors}>{image}</MediaForEditorsContext.Provider>
    ),
  );
  return /<img[^>]* src="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&');
}

describe('library images in the Redaktion', () => {
  it('are fetched straight from the media route where an editor sees the page', () => {
    expect(srcOf(MEDIUM, true)).toBe(MEDIUM);
  });

  it('go through the image optimizer on public pages, as every image there does', () => {
    expect(srcOf(MEDIUM, false)).toMatch(/^\/_next\/image\?url=/);
    expect(srcOf(MEDIUM, null)).toMatch(/^\/_next\/image\?url=/);
    // Site images keep the optimizer for editors too: they are public anyway.
    expect(srcOf('/bilder/kurpark.jpg', true)).toMatch(/^\/_next\/image\?url=/);
  });

  it('leaves the image blocks as server-rendered HTML without code in the browser (no router context)', () => {
    expect(needsBrowser(process.cwd(), 'renderer/ui/CmsImage.tsx')).toBeNull();
  });
});
