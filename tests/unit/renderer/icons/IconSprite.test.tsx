// The icons' drawings are in the page's HTML once (the sprite), not in the scripts: an icon refers to its symbol.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from '@/renderer/icons/Icon';
import { ICON_NAMES } from '@/renderer/icons/icon-paths';
import { IconSprite } from '@/renderer/icons/IconSprite';

describe('icon sprite', () => {
  it('holds one symbol with a drawing for every icon of the set', () => {
    const html = renderToStaticMarkup(<IconSprite />);
    const ids = [...html.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)];
    expect(ids.map((m) => m[1])).toEqual(ICON_NAMES.map((name) => `icon-${name}`));
    for (const [, id, drawing] of ids) expect(drawing, id).toMatch(/<(path|circle|rect|line|polyline|ellipse)\b/);
    expect(html).toContain('aria-hidden="true"');
  });

  it('an icon refers to its symbol and draws nothing itself', () => {
    const html = renderToStaticMarkup(<Icon name="lock" size={18} />);
    expect(html).toContain('<use href="#icon-lock"></use>');
    expect(html).not.toMatch(/<path\b/);
    expect(html).toContain('aria-hidden="true"');
    expect(renderToStaticMarkup(<Icon name="lock" title="Gesperrt" />)).toContain('<title>Gesperrt</title>');
  });
});
