// The Redaktion's rules without a browser: the German wording of the renderer's validators, the controls a
// schema asks for, the block operations of a page, and undo/redo.
import { describe, expect, it } from 'vitest';
import bundle from '@/codegen/out/block-schemas.json';
import { blockMeta } from '@/codegen/out/block-meta';
import type { Seite } from '@/codegen/out/types';
import { germanMessages, type SchemaLookup } from '@/lib/validation/german-messages';
import { uiSchemaFor } from '@/lib/redaktion/shared/ui-schema';
import { inlineSchema } from '@/lib/redaktion/shared/inline-schema';
import {
  addBlock,
  duplicateBlock,
  moveBlock,
  placeBlock,
  removeBlock,
  blocksOf,
} from '@/lib/redaktion/shared/block-operations';
import { slotRefusal, slotsOf } from '@/lib/redaktion/shared/slot-rules';
import { canRedo, canUndo, record, redo, startHistory, undo } from '@/lib/redaktion/shared/history';

type Node = Record<string, unknown>;
const shared = bundle.shared as Record<string, Node>;
const blocks = bundle.blocks as Record<string, Node>;
const lookup: SchemaLookup = (id) => shared[id];

function messagesFor(template: string, options: unknown) {
  const validate = blockMeta[template]!.validate;
  expect(validate(options)).toBe(false);
  return germanMessages(blocks[template]!, validate.errors, lookup);
}

describe('German messages of the renderer’s validators', () => {
  it('names the field by its schema title, at its path, once per field', () => {
    const messages = messagesFor('hero-slider', {
      titel: '',
      slides: [{ titel: 'x'.repeat(121), bildupload: { bildtext: 'Kurpark' } }],
    });
    expect(messages).toEqual(
      expect.arrayContaining([
        { pointer: '/titel', message: 'Bitte füllen Sie „Seitenüberschrift“ aus.' },
        { pointer: '/slides/0/titel', message: '„Bilder › Eintrag 1 › Titel“ darf höchstens 120 Zeichen lang sein.' },
        {
          pointer: '/slides/0/bildupload/bild',
          message: 'Bitte füllen Sie „Bilder › Eintrag 1 › Bildupload › Bild“ aus.',
        },
      ]),
    );
    expect(new Set(messages.map((m) => m.pointer)).size).toBe(messages.length);
  });

  it('words list limits, missing fields and wrong types in German', () => {
    const six = Array.from({ length: 6 }, (_, i) => ({
      titel: `Bild ${i}`,
      bildupload: { bild: '/b.jpg', bildtext: 'b' },
    }));
    expect(messagesFor('hero-slider', { titel: 'T', slides: six })).toContainEqual({
      pointer: '/slides',
      message: '„Bilder“ darf höchstens 5 Einträge haben.',
    });
    expect(messagesFor('text', { titel: { text: 'Leer', ebene: 2 } })).toEqual([
      { pointer: '/text', message: 'Bitte füllen Sie „Text“ aus.' },
    ]);
    expect(messagesFor('text', { text: 42 })[0]!.message).toBe('„Text“ muss vom Typ Text sein.');
  });
});

describe('controls chosen from the schema alone', () => {
  it('gives HTML fields the rich-text editor and image references the media picker', () => {
    expect(uiSchemaFor(blocks.text!, lookup)).toEqual({ text: { 'ui:widget': 'RichTextWidget' } });
    const slider = uiSchemaFor(blocks['hero-slider']!, lookup) as { slides: { items: Node } };
    expect(slider.slides.items.bildupload).toEqual({
      'ui:field': 'MediaPicker',
      'ui:options': { imageSchema: 'bildupload' },
    });
  });

  it('inlines shared references so the form needs no lookups, and keeps property names intact', () => {
    const inlined = inlineSchema(blocks['hero-slider']!, lookup) as {
      properties: { slides: { items: { properties: { bildupload: Node } } } };
    };
    const image = inlined.properties.slides.items.properties.bildupload;
    expect(image.$ref).toBeUndefined();
    expect(image.required).toEqual(['bild', 'bildtext']);
    expect(JSON.stringify(inlined)).not.toContain('"$ref"');
  });
});

describe('block operations', () => {
  const page = (): Seite => ({
    pageLayout: 'default',
    title: 'T',
    content: [
      { id: 'a', template: 'hero', slotName: 'hero', options: {} },
      { id: 'b', template: 'text', slotName: 'main', options: { text: '<p>b</p>' } },
      { id: 's', template: 'sidebar-leben', slotName: 'sidebar', options: {} },
      { id: 'c', template: 'text', slotName: 'main', options: { text: '<p>c</p>' } },
    ],
  });
  const ids = (p: Seite, slot: 'hero' | 'main' | 'sidebar' | 'bottom') => blocksOf(p.content, slot).map((b) => b.id);

  it('moves a block among the blocks of its slot, past blocks of other slots, and stops at the edge', () => {
    const moved = moveBlock(page(), 'c', -1);
    expect(ids(moved, 'main')).toEqual(['c', 'b']);
    expect(ids(moved, 'sidebar')).toEqual(['s']);
    expect(moveBlock(moved, 'c', -1)).toBe(moved);
  });

  it('adds after the selected block or at the end of a slot, duplicates with a new id, removes', () => {
    const { page: added, id } = addBlock(
      page(),
      { template: 'text', options: { text: '<p>n</p>' } },
      { slot: 'main', afterId: 'b' },
    );
    expect(ids(added, 'main')).toEqual(['b', id, 'c']);
    // The editor names the version of the block type its bundle writes (issue 42: writers name their version).
    expect(added.content.find((b) => b.id === id)).toMatchObject({ template: 'text', version: 2 });
    const atEnd = addBlock(page(), { template: 'headline-teaser', options: {} }, { slot: 'bottom' });
    expect(ids(atEnd.page, 'bottom')).toEqual([atEnd.id]);
    const copy = duplicateBlock(page(), 'b');
    expect(ids(copy.page, 'main')).toEqual(['b', copy.id, 'c']);
    expect(copy.id).not.toBe('b');
    expect(copy.page.content[2]!.options).toEqual({ text: '<p>b</p>' });
    expect(copy.page.content[2]!.options).not.toBe(page().content[1]!.options);
    expect(ids(removeBlock(page(), 'b'), 'main')).toEqual(['c']);
  });
});

describe('undo and redo', () => {
  it('takes back typing into one field as one step, and a different field as its own', () => {
    let h = startHistory('');
    h = record(h, 'W', { key: 'titel', at: 0 });
    h = record(h, 'Wo', { key: 'titel', at: 300 });
    h = record(h, 'Wort', { key: 'titel', at: 600 });
    h = record(h, 'Wort!', { key: 'text', at: 700 });
    expect(undo(h).present).toBe('Wort');
    expect(undo(undo(h)).present).toBe('');
    expect(canUndo(undo(undo(h)))).toBe(false);
    expect(redo(undo(undo(h))).present).toBe('Wort');
    expect(canRedo(h)).toBe(false);
  });

  it('starts a new step after a pause, and a new change drops what could be redone', () => {
    let h = startHistory(0);
    h = record(h, 1, { key: 'k', at: 0 });
    h = record(h, 2, { key: 'k', at: 5000 });
    expect(undo(h).present).toBe(1);
    const branched = record(undo(h), 3, { key: 'other', at: 6000 });
    expect(canRedo(branched)).toBe(false);
  });
});

describe('drag and drop: placing a block and the slot rules', () => {
  const page: Seite = {
    pageLayout: 'default',
    title: 'T',
    content: [
      { id: 'h', template: 'hero', slotName: 'hero', options: {} },
      { id: 'a', template: 'text', slotName: 'main', options: {} },
      { id: 'b', template: 'text', slotName: 'main', options: {} },
      { id: 's', template: 'text', slotName: 'sidebar', options: {} },
    ],
  };
  const order = (p: Seite) => p.content.map((b) => `${b.slotName}:${b.id}`).join(' ');

  it('moves a block before another of its slot, to another slot, or to a slot’s end', () => {
    expect(order(placeBlock(page, 'b', 'main', 'a'))).toBe('hero:h main:b main:a sidebar:s');
    expect(order(placeBlock(page, 'a', 'sidebar', 's'))).toBe('hero:h main:b sidebar:a sidebar:s');
    expect(order(placeBlock(page, 'a', 'sidebar', null))).toBe('hero:h main:b sidebar:s sidebar:a');
    expect(order(placeBlock(page, 'a', 'bottom', null))).toBe('hero:h main:b sidebar:s bottom:a');
    expect(placeBlock(page, 'a', 'main', 'a')).toBe(page);
    expect(placeBlock(page, 'x', 'main', null)).toBe(page);
  });

  it('the header takes only blocks made for it, and says so in German', () => {
    expect(slotsOf(blocks.hero)).toEqual(['hero']);
    expect(slotsOf(blocks.text)).toEqual(['main', 'sidebar', 'bottom']);
    expect(slotRefusal(blocks, 'text', 'main')).toBeNull();
    expect(slotRefusal(blocks, 'hero', 'hero')).toBeNull();
    expect(slotRefusal(blocks, 'text', 'hero')).toBe(
      'Der Block „Text“ passt nicht in den Bereich „Kopfbereich“ (dort stehen nur: Bildwechsler (groß), Schule: Bildwechsler, Titelbild). Er gehört in: Hauptspalte, Seitenleiste, Unterer Bereich.',
    );
    expect(slotRefusal(blocks, 'hero', 'sidebar')).toMatch(
      /^Der Block „Titelbild“ passt nicht in den Bereich „Seitenleiste“\. Er gehört in: Kopfbereich\.$/,
    );
  });
});
