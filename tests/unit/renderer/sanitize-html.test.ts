// CMS HTML is sanitised on the server before any component sees it.
import { describe, expect, it } from 'vitest';
import { sanitizeAtPaths, sanitizeCmsHtml } from '@/renderer/sanitize-html';

describe('sanitizeCmsHtml', () => {
  it('removes scripts with their content, and styles', () => {
    const out = sanitizeCmsHtml('<p>Vorher</p><script>alert("x")</script><style>p{color:red}</style><p>Nachher</p>');
    expect(out).toBe('<p>Vorher</p><p>Nachher</p>');
  });

  it('removes event handlers and inline styles', () => {
    const out = sanitizeCmsHtml(
      '<p onclick="alert(1)" style="color:red" lang="en">Text</p><img src="https://x.example/a.jpg" onerror="alert(2)">',
    );
    expect(out).not.toMatch(/onclick|onerror|style|alert/);
    expect(out).toContain('<p lang="en">Text</p>');
  });

  it('removes javascript:, data: and protocol-relative URLs', () => {
    expect(sanitizeCmsHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeCmsHtml('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeCmsHtml('<a href="java&#x09;script:alert(1)">x</a>')).not.toContain('script:');
    expect(sanitizeCmsHtml('<a href="//evil.example/x">x</a>')).toBe('<a>x</a>');
    expect(sanitizeCmsHtml('<img src="data:image/png;base64,AAAA">')).not.toContain('data:');
    expect(sanitizeCmsHtml('<img src="javascript:alert(1)">')).not.toContain('javascript');
  });

  it('keeps http, https, mailto and tel links and relative links', () => {
    for (const href of [
      'https://www.tannbrunn.de',
      'http://example.org/a',
      'mailto:rathaus@tannbrunn.de',
      'tel:+4977001234',
      '/de/rathaus',
    ]) {
      expect(sanitizeCmsHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    }
  });

  it('turns h1 into h2, keeping the content', () => {
    expect(sanitizeCmsHtml('<h1>Überschrift</h1>')).toBe('<h2>Überschrift</h2>');
  });

  it('gives target=_blank links rel="noopener noreferrer", replacing an editor rel', () => {
    expect(sanitizeCmsHtml('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    const replaced = sanitizeCmsHtml('<a href="https://x.example" target="_blank" rel="opener">x</a>');
    expect(replaced).toContain('rel="noopener noreferrer"');
    expect(replaced).not.toContain('rel="opener"');
    expect(sanitizeCmsHtml('<a href="/de" rel="nofollow">x</a>')).toBe('<a href="/de" rel="nofollow">x</a>');
  });

  it('gives every other target too (any case, _top, named windows) rel="noopener noreferrer"; _self needs none', () => {
    // Issue 33, defect 6: `_BLANK` and `_top` kept the editor's rel (or none).
    for (const target of ['_BLANK', '_top', ' _Parent ', 'fenster'])
      expect(sanitizeCmsHtml(`<a href="https://x.example" target="${target}" rel="opener">x</a>`)).toContain(
        'rel="noopener noreferrer"',
      );
    expect(sanitizeCmsHtml('<a href="/de" target="_SELF" rel="nofollow">x</a>')).toContain('rel="nofollow"');
  });

  it('keeps the allowed tags and attributes', () => {
    const html =
      '<h2>A</h2><h3>B</h3><p><strong>s</strong> <em>e</em> <abbr title="Gemeinde">Gem.</abbr> <span lang="fr">mot</span></p>' +
      '<ul><li>1</li></ul><ol><li>2</li></ol><blockquote>z</blockquote>' +
      '<table><caption>T</caption><thead><tr><th scope="col" colspan="2">K</th></tr></thead><tbody><tr><td rowspan="2">W</td></tr></tbody></table>';
    expect(sanitizeCmsHtml(html)).toBe(html);
  });

  it('gives images lazy loading and an empty alt unless set', () => {
    expect(sanitizeCmsHtml('<img src="https://x.example/a.jpg">')).toBe(
      '<img loading="lazy" alt="" src="https://x.example/a.jpg" />',
    );
    const withAlt = sanitizeCmsHtml('<img src="https://x.example/a.jpg" alt="Rathaus" loading="eager">');
    expect(withAlt).toContain('alt="Rathaus"');
    expect(withAlt).toContain('loading="eager"');
  });

  it('drops disallowed tags but keeps their text', () => {
    expect(
      sanitizeCmsHtml(
        '<div class="x"><p>Text</p></div><iframe src="https://evil.example"></iframe><form><input></form>',
      ),
    ).toBe('<p>Text</p>');
    expect(sanitizeCmsHtml('<font color="red">rot</font>')).toBe('rot');
  });
});

describe('sanitizeAtPaths', () => {
  it('sanitises only the fields at the given paths, on a copy', () => {
    const content = {
      text: '<h1>T</h1><script>x()</script>',
      titel: '<script>bleibt</script>',
      items: [{ html: '<b onclick="x">b</b>' }],
    };
    const out = sanitizeAtPaths(content, [['text']]);
    expect(out.text).toBe('<h2>T</h2>');
    expect(out.titel).toBe('<script>bleibt</script>');
    expect(out.items[0]!.html).toBe('<b onclick="x">b</b>');
    expect(content.text).toBe('<h1>T</h1><script>x()</script>');
  });

  it("sanitises every array item at '*', also nested", () => {
    const content = {
      gruppen: [
        { eintraege: [{ html: '<a href="javascript:x">a</a>' }, { html: '<p onclick="x">b</p>' }] },
        { eintraege: [{ html: '<h1>c</h1>', andere: '<script>d</script>' }] },
      ],
      liste: ['<script>1</script><p>eins</p>', '<p>zwei</p>'],
    };
    const out = sanitizeAtPaths(content, [
      ['gruppen', '*', 'eintraege', '*', 'html'],
      ['liste', '*'],
    ]);
    expect(out.gruppen[0]!.eintraege.map((e) => e.html)).toEqual(['<a>a</a>', '<p>b</p>']);
    expect(out.gruppen[1]!.eintraege[0]).toEqual({ html: '<h2>c</h2>', andere: '<script>d</script>' });
    expect(out.liste).toEqual(['<p>eins</p>', '<p>zwei</p>']);
    expect(content.gruppen[0]!.eintraege[0]!.html).toBe('<a href="javascript:x">a</a>');
  });

  it('ignores missing fields, non-strings and non-arrays without adding anything', () => {
    const content = { a: { b: 5 }, liste: 'kein Array', leer: null };
    const out = sanitizeAtPaths(content, [
      ['fehlt', 'x'],
      ['a', 'b'],
      ['liste', '*'],
      ['leer', 'x'],
      ['a', 'c'],
    ]);
    expect(out).toEqual(content);
  });

  it('returns the content itself when there are no paths', () => {
    const content = { text: '<script>x</script>' };
    expect(sanitizeAtPaths(content, [])).toBe(content);
  });
});
