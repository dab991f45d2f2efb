// The summary line of a folded list entry: found from the entry's schema, never per block.
import { describe, expect, it } from 'vitest';
import { entryErrors, entrySummary, namingField } from '@/lib/redaktion/shared/entry-summary';
import { blockSchemas } from '@/lib/blocks/site-schemas';
import { menuFormSchema } from '@/lib/redaktion/shared/menu-form-schema';

type Node = Record<string, unknown>;

const slide = {
  type: 'object',
  properties: {
    einleitung: { type: 'string', contentMediaType: 'text/html' },
    titel: { type: 'string' },
    linktext: { type: 'string' },
  },
};

describe('the summary of a list entry', () => {
  it('is its title, preferred to a link text', () => {
    expect(entrySummary(slide, { titel: '  Rathaus\n im Winter ', linktext: 'Mehr' }, 0, 'Eintrag')).toBe(
      'Rathaus im Winter',
    );
  });

  it('is the entry and its number when the title is empty or missing', () => {
    expect(entrySummary(slide, { titel: ' ' }, 2, 'Eintrag')).toBe('Eintrag 3');
    expect(entrySummary(slide, undefined, 0, 'Eintrag')).toBe('Eintrag 1');
    expect(entrySummary({ type: 'object', properties: { zahl: { type: 'number' } } }, { zahl: 4 }, 1, 'Eintrag')).toBe(
      'Eintrag 2',
    );
  });

  it('never reads rich text, and takes a link text when there is no title', () => {
    expect(namingField({ properties: { titel: { type: 'string', contentMediaType: 'text/html' } } })).toBeUndefined();
    expect(namingField({ properties: { link: { type: 'string' }, linktext: { type: 'string' } } })).toBe('linktext');
  });

  it('is a plain entry’s own text, cut at a word when long', () => {
    expect(entrySummary({ type: 'string' }, 'Abfall', 0, 'Eintrag')).toBe('Abfall');
    const long = entrySummary({ type: 'string' }, 'Wort '.repeat(40), 0, 'Eintrag');
    expect(long.length).toBeLessThanOrEqual(82);
    expect(long.endsWith('Wort …')).toBe(true);
  });

  it('names the entries of every list of the site’s blocks and of the menus', () => {
    const lists: Node[] = [];
    const walk = (node: unknown) => {
      if (!node || typeof node !== 'object') return;
      const n = node as Node;
      if (n.type === 'array' && n.items && (n.items as Node).type === 'object') lists.push(n.items as Node);
      Object.values(n).forEach(walk);
    };
    Object.values(blockSchemas).forEach(walk);
    walk(menuFormSchema('Hauptmenü'));
    expect(lists.length).toBeGreaterThan(5);
    for (const item of lists)
      expect(namingField(item), JSON.stringify(Object.keys(item.properties ?? {}))).toBeDefined();
  });
});

describe('the errors of a list entry', () => {
  it('are those at the entry and below it, not those of an entry whose number starts the same', () => {
    const shown = [
      '/menuItems/1/title',
      '/menuItems/1',
      '/menuItems/12/href',
      '/menuItems/1/menuItems/0/href',
      '/titel',
    ];
    expect(entryErrors(shown, '/menuItems', 1)).toEqual([
      '/menuItems/1/title',
      '/menuItems/1',
      '/menuItems/1/menuItems/0/href',
    ]);
    expect(entryErrors(shown, '/menuItems/1/menuItems', 0)).toEqual(['/menuItems/1/menuItems/0/href']);
    expect(entryErrors(shown, '/menuItems', 2)).toEqual([]);
  });
});
