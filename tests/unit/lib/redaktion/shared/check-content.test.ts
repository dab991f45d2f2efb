// The server's check of stored content: the renderer's precompiled validators, findings in German named after the
// fields' schema titles, menus limited to the depth their place in the layout shows.
import { describe, expect, it } from 'vitest';
import { blockMeta } from '@/codegen/out/block-meta';
import { checkEnvelope, checkMenu, describeFinding } from '@/lib/redaktion/shared/check-content';
import { fieldLabel, germanMessages } from '@/lib/validation/german-messages';
import { readSeed } from '@/lib/redaktion/store/seed-source';

const hero = (options: Record<string, unknown>) => ({ id: 'h', template: 'hero', slotName: 'hero', options });
const envelope = (content: unknown[], extra: object = {}) => ({
  pageLayout: 'default',
  title: 'Probe',
  content,
  ...extra,
});

describe('checkEnvelope', () => {
  it('finds nothing in every page of content/', async () => {
    const { pages } = await readSeed('content');
    // The pages of events, news items, offices, staff and directory entries come from their entries (collections).
    expect(pages.length).toBeGreaterThan(75);
    for (const page of pages) expect(checkEnvelope(page.inhalt), page.pfad).toEqual({ fehler: 0, meldungen: [] });
  });

  it('names each finding of a block by block, field title and German rule', () => {
    const result = checkEnvelope(
      envelope([
        { id: 't', template: 'text', slotName: 'main', options: { text: '<p>gut</p>' } },
        hero({ titel: '', bildupload: { bild: '/bilder/a.jpg' } }),
      ]),
    );
    expect(result.fehler).toBe(2);
    expect(result.meldungen).toEqual([
      {
        blockId: 'h',
        blockIndex: 1,
        template: 'hero',
        pfad: '/content/1/options/titel',
        meldung: 'Bitte füllen Sie „Titel“ aus.',
      },
      {
        blockId: 'h',
        blockIndex: 1,
        template: 'hero',
        pfad: '/content/1/options/bildupload/bildtext',
        meldung: 'Bitte füllen Sie „Bildupload › Bildtext“ aus.',
      },
    ]);
    expect(describeFinding(result.meldungen[0]!)).toBe('Block 2 (hero): Bitte füllen Sie „Titel“ aus.');
  });

  it('refuses script, data and protocol-relative targets in block link fields, at any depth', () => {
    // Issue 33, defect 6: a block's link field took `data:` and `javascript:`.
    const result = checkEnvelope(
      envelope([
        hero({
          titel: 'T',
          bildupload: { bild: '/bilder/a.jpg', alt: 'A' },
          link: 'data:text/html,<script>x</script>',
        }),
        hero({ titel: 'T', bildupload: { bild: '/bilder/a.jpg', alt: 'A' }, link: 'JavaScript:alert(1)' }),
        hero({ titel: 'T', bildupload: { bild: '/bilder/a.jpg', alt: 'A' }, link: '/\\evil.example' }),
        hero({ titel: 'T', bildupload: { bild: '/bilder/a.jpg', alt: 'A' }, link: '/de/rathaus' }),
      ]),
    );
    const links = result.meldungen.filter((m) => m.pfad.endsWith('/link'));
    expect(links.map((m) => m.pfad)).toEqual([
      '/content/0/options/link',
      '/content/1/options/link',
      '/content/2/options/link',
    ]);
    expect(links[0]).toMatchObject({ blockIndex: 0, template: 'hero' });
    expect(links[0]!.meldung).toMatch(/^Verweisziel „data:text\/html/);
  });

  it('judges every field a block schema marks as a link, whatever its name (issue 41: one reader of links)', () => {
    const result = checkEnvelope(
      envelope([
        {
          template: 'artikel-detail',
          slotName: 'main',
          options: { text: '<p>x</p>', zurueck: 'javascript:history.back()' },
        },
        {
          template: 'bild-text',
          slotName: 'main',
          version: 2,
          options: {
            titel: 'T',
            text: '<p>x</p>',
            verweis: { ziel: 'vbscript:x', text: 'Mehr' },
            bildupload: { bild: '/bilder/a.jpg', bildtext: 'A' },
          },
        },
      ]),
    );
    expect(result.meldungen.filter((m) => m.meldung.startsWith('Verweisziel')).map((m) => m.pfad)).toEqual([
      '/content/0/options/zurueck',
      '/content/1/options/verweis/ziel',
    ]);
  });

  it('counts an unknown template and findings of the envelope itself', () => {
    const result = checkEnvelope({
      pageLayout: 'breit',
      title: '',
      content: [{ template: 'gibt-es-nicht', slotName: 'main', options: {} }],
    });
    expect(result.meldungen.map((m) => [m.pfad, m.meldung])).toEqual([
      ['/pageLayout', 'Bitte wählen Sie für „Seitenlayout“ einen der angebotenen Werte.'],
      ['/title', 'Bitte füllen Sie „Seitentitel“ aus.'],
      ['/content/0/template', 'Die Vorlage „gibt-es-nicht“ gibt es nicht.'],
    ]);
  });

  it('reports options that are no object once, as the block validator sees them', () => {
    const result = checkEnvelope(envelope([hero('Text statt Objekt' as never)]));
    expect(result.meldungen).toEqual([
      expect.objectContaining({ pfad: '/content/0/options', meldung: '„Hero“ muss vom Typ Gruppe von Feldern sein.' }),
    ]);
  });

  it('refuses what is not an envelope at all', () => {
    expect(checkEnvelope('<html>')).toEqual({
      fehler: 1,
      meldungen: [{ pfad: '', meldung: 'Der Seiteninhalt muss ein Objekt sein.' }],
    });
  });

  it('counts every finding but stores at most 100', () => {
    const many = Array.from({ length: 150 }, (_, i) => hero({ titel: `Bild ${i}` }));
    const result = checkEnvelope(envelope(many), blockMeta);
    expect(result.fehler).toBe(150);
    expect(result.meldungen).toHaveLength(100);
  });
});

describe('checkMenu', () => {
  const item = (title: string, menuItems?: unknown[]) => ({
    title,
    href: '/de/x',
    ...(menuItems ? { menuItems } : {}),
  });

  it('finds nothing in the menus of content/', async () => {
    const { menus } = await readSeed('content');
    expect(menus).toHaveLength(7);
    for (const menu of menus)
      expect(checkMenu(menu.name, menu.inhalt), menu.name).toEqual({ fehler: 0, meldungen: [] });
  });

  it('allows three levels in the main menu, two in the school menu, one in footer lists', () => {
    const three = { menuItems: [item('A', [item('B', [item('C')])])] };
    expect(checkMenu('Hauptmenü', three).fehler).toBe(0);
    expect(checkMenu('Hauptmenü', { menuItems: [item('A', [item('B', [item('C', [item('D')])])])] })).toMatchObject({
      fehler: 1,
      meldungen: [{ pfad: '/menuItems', meldung: 'Das Menü „Hauptmenü“ zeigt höchstens 3 Ebenen; dieses hat 4.' }],
    });
    expect(checkMenu('Schule_Hauptmenü', three).meldungen[0]?.meldung).toBe(
      'Das Menü „Schule_Hauptmenü“ zeigt höchstens 2 Ebenen; dieses hat 3.',
    );
    expect(checkMenu('Rechtliches', { menuItems: [item('A', [item('B')])] }).meldungen[0]?.meldung).toBe(
      'Das Menü „Rechtliches“ ist eine einfache Liste: Untereinträge werden nicht angezeigt.',
    );
  });

  it('checks the menu schema and refuses script and data links', () => {
    const result = checkMenu('Footer', {
      menuItems: [
        { title: '', href: '/de' },
        { title: 'Böse', href: 'javascript:alert(1)' },
        { title: 'Auch böse', href: ' data:text/html,x' },
        { title: 'Gut', href: 'https://example.org' },
        { title: 'Post', href: 'mailto:rathaus@tannbrunn.example' },
        { title: 'Fremd', href: '//evil.example' },
        // Issue 33, defect 6: browsers read the backslash as a slash, so this is //evil.example too.
        { title: 'Schräg', href: '/\\evil.example' },
      ],
    });
    expect(result.meldungen.map((m) => m.pfad)).toEqual([
      '/menuItems/0/title',
      '/menuItems/1/href',
      '/menuItems/2/href',
      '/menuItems/5/href',
      '/menuItems/6/href',
    ]);
    expect(result.meldungen[0]!.meldung).toBe('Bitte füllen Sie „Einträge › Eintrag 1 › Titel“ aus.');
    expect(result.meldungen[1]!.meldung).toMatch(/^Eintrag „Böse“ › Ziel: Erlaubt sind Pfade dieser Website/);
  });
});

describe('German messages', () => {
  const schema: Record<string, unknown> = {
    type: 'object',
    properties: {
      termine: {
        title: 'Termine',
        type: 'array',
        items: { $ref: '#/definitions/termin' },
      },
      bild: { $ref: 'bild' },
    },
    definitions: { termin: { title: 'Termin', type: 'object', properties: { datum: { title: 'Datum' } } } },
  };
  const shared: Record<string, Record<string, unknown>> = {
    bild: { title: 'Bild', type: 'object', properties: { alt: { title: 'Alternativtext' } } },
  };

  it('names a field by the titles along its path, through local and shared references', () => {
    const none = () => undefined;
    expect(fieldLabel(schema, '/termine/2/datum', none)).toBe('Termine › Eintrag 3 › Datum');
    expect(fieldLabel(schema, '/bild/alt', (id) => shared[id])).toBe('Bild › Alternativtext');
    expect(fieldLabel(schema, '/unbekannt/x', none)).toBe('unbekannt › x');
    expect(fieldLabel(schema, '', none)).toBe('Block');
  });

  it('says each rule in German', () => {
    const text = (keyword: string, params: object) =>
      germanMessages(
        schema,
        [{ keyword, params, instancePath: '/termine', schemaPath: '' } as never],
        () => undefined,
      )[0]!.message;
    expect(text('maxLength', { limit: 60 })).toBe('„Termine“ darf höchstens 60 Zeichen lang sein.');
    expect(text('minItems', { limit: 1 })).toBe('„Termine“ braucht mindestens 1 Eintrag.');
    expect(text('format', { format: 'date' })).toBe('„Termine“ muss ein Datum sein.');
    expect(text('type', { type: 'integer' })).toBe('„Termine“ muss vom Typ ganze Zahl sein.');
    expect(text('additionalProperties', { additionalProperty: 'farbe' })).toBe(
      'Das Feld „farbe“ ist in „Termine“ nicht vorgesehen.',
    );
    expect(text('irgendwas', {})).toBe('„Termine“ ist ungültig.');
  });
});
