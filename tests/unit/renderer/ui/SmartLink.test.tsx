// Public links are plain anchors (renderer/ui/SmartLink.tsx): one address per page, external ones announced.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SmartLink } from '@/renderer/ui/SmartLink';
import { withoutTrailingSlash } from '@/renderer/ui/site-path';

describe('withoutTrailingSlash', () => {
  it.each([
    ['/de/e-bike-leihen/', '/de/e-bike-leihen'],
    ['/de/', '/de'],
    ['/', '/'],
    ['/de/a/?x=1', '/de/a?x=1'],
    ['/de/a/#b', '/de/a#b'],
    ['/de/a//', '/de/a'],
    ['/de/a', '/de/a'],
    ['/de/a?x=/y/', '/de/a?x=/y/'],
  ])('%s -> %s', (href, expected) => expect(withoutTrailingSlash(href)).toBe(expected));
});

describe('SmartLink', () => {
  it('an internal link is a plain anchor with the page address', () => {
    expect(renderToStaticMarkup(<SmartLink href="/de/rathaus/">Rathaus</SmartLink>)).toBe(
      '<a href="/de/rathaus">Rathaus</a>',
    );
  });

  it('an external link says so to screen readers and shares nothing with the target', () => {
    expect(renderToStaticMarkup(<SmartLink href="https://example.org/">Beispiel</SmartLink>)).toBe(
      '<a href="https://example.org/" rel="noopener noreferrer">Beispiel<span class="visually-hidden"> (externer Link)</span></a>',
    );
  });
});
