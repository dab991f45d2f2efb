// `x-verweis` decides which fields count as links (lib/blocks/content-links.ts): codegen refuses a mark that names no
// kind it knows or sits on a field that is no text, so a typo cannot hide a link from the checks.
import { describe, expect, it } from 'vitest';
import { checkLinkMarks } from '@/codegen/link-marks';

describe('checkLinkMarks', () => {
  it('accepts "link" and "bild" on text fields, at any depth', () => {
    expect(() =>
      checkLinkMarks('blocks/x/schema.json', {
        properties: {
          link: { type: 'string', 'x-verweis': 'link' },
          karten: { type: 'array', items: { properties: { bild: { type: 'string', 'x-verweis': 'bild' } } } },
        },
      }),
    ).not.toThrow();
  });

  it('refuses an unknown kind and a mark on a field that is no text, naming the place', () => {
    expect(() =>
      checkLinkMarks('blocks/x/schema.json', { properties: { link: { type: 'string', 'x-verweis': 'url' } } }),
    ).toThrow('blocks/x/schema.json: "x-verweis" bei /properties/link muss "link" oder "bild" sein');
    expect(() =>
      checkLinkMarks('blocks/x/schema.json', { properties: { ziel: { type: 'object', 'x-verweis': 'link' } } }),
    ).toThrow('blocks/x/schema.json: "x-verweis" bei /properties/ziel steht an einem Feld, das kein Text ist');
  });
});
