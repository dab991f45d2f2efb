// Reading migrates: one pure function brings a block of any older version to the current one, leaves a current
// block as the same object, and never guesses at a block of a newer release; a block of a retired type is replaced
// through its whole-block migration. Registry of fixtures and the real one.
import { describe, expect, it } from 'vitest';
import {
  migrateBlock,
  migrateEnvelope,
  newerBlocks,
  unreadableShapes,
  withCurrentVersions,
  type ShapeRegistry,
} from '@/lib/blocks/migrate';
import { blockMeta } from '@/codegen/out/block-meta';

const registry: ShapeRegistry = {
  current: { seite: 1, menue: 1, 'block:notiz': 3, 'block:fest': 1, 'block:alt': 2 },
  oldest: {},
  retired: {
    // A retired type split into two current blocks; its stored blocks are first brought to its last version.
    alt: ({ id, slotName, options }) => [
      { id: `${String(id)}-a`, template: 'fest', slotName, version: 1, options: {} },
      {
        id: `${String(id)}-b`,
        template: 'notiz',
        slotName,
        version: 2,
        options: { text: (options as { t2: string }).t2 },
      },
    ],
  },
  migrations: {
    'block:alt': { 1: ((old: { t: string }) => ({ t2: old.t })) as never },
    'block:notiz': {
      1: ((old: { t: string }) => ({ text: old.t })) as never,
      2: ((old: { text: string }) => {
        if (old.text === 'kaputt') throw new Error('geht nicht');
        return { zeilen: [old.text] };
      }) as never,
    },
  },
};

describe('migrateBlock', () => {
  it('runs every step from the stored version (absent = 1) to the current one and stamps it', () => {
    const stored = { id: 'a', template: 'notiz', slotName: 'main', options: { t: 'Hallo' } };
    expect(migrateBlock(stored, registry)).toEqual({
      block: { id: 'a', template: 'notiz', slotName: 'main', version: 3, options: { zeilen: ['Hallo'] } },
      status: 'migriert',
      from: 1,
    });
    expect(migrateBlock({ ...stored, version: 2, options: { text: 'Zwei' } }, registry).block).toMatchObject({
      version: 3,
      options: { zeilen: ['Zwei'] },
    });
    expect(stored.options).toEqual({ t: 'Hallo' }); // pure: the stored block is untouched
  });

  it('returns a current block as the same object, and keeps too new, unknown and failed ones as they are', () => {
    const current = { template: 'notiz', slotName: 'main', version: 3, options: { zeilen: [] } };
    expect(migrateBlock(current, registry)).toEqual({ block: current, status: 'aktuell', from: 3 });
    expect(migrateBlock(current, registry).block).toBe(current);
    const newer = { ...current, version: 4 };
    expect(migrateBlock(newer, registry)).toEqual({ block: newer, status: 'zu-neu', from: 4 });
    expect(migrateBlock({ template: 'fremd', options: {} }, registry).status).toBe('unbekannt');
    const broken = { template: 'notiz', version: 2, options: { text: 'kaputt' } };
    expect(migrateBlock(broken, registry)).toEqual({
      block: broken,
      status: 'fehlgeschlagen',
      from: 2,
      error: 'Die Migration von Version 2 auf 3 schlug fehl: geht nicht',
    });
    expect(migrateBlock({ template: 'notiz', version: '2', options: {} }, registry).status).toBe('fehlgeschlagen');
    expect(migrateBlock({ template: 'notiz', options: [] }, registry).status).toBe('fehlgeschlagen');
  });

  it('replaces a block of a retired type by what its whole-block migration makes, each migrated on', () => {
    const stored = { id: 'x', template: 'alt', slotName: 'sidebar', options: { t: 'Alt' } };
    expect(migrateBlock(stored, registry)).toMatchObject({
      status: 'ersetzt',
      from: 1,
      replacement: [
        { id: 'x-a', template: 'fest', slotName: 'sidebar', version: 1, options: {} },
        { id: 'x-b', template: 'notiz', slotName: 'sidebar', version: 3, options: { zeilen: ['Alt'] } },
      ],
    });
    const envelope = migrateEnvelope(
      page([stored, { template: 'fest', slotName: 'main', version: 1, options: {} }]),
      registry,
    );
    expect(envelope.content.map((b) => b.template)).toEqual(['fest', 'notiz', 'fest']);
  });

  it('refuses content older than a retired version with the way out', () => {
    const strict: ShapeRegistry = { ...registry, oldest: { 'block:notiz': 2 } };
    expect(migrateBlock({ template: 'notiz', version: 1, options: { t: 'x' } }, strict)).toMatchObject({
      status: 'fehlgeschlagen',
      error: expect.stringContaining('Version 1 wird nicht mehr gelesen (älteste: 2)'),
    });
  });
});

function page(content: unknown[]) {
  return { title: 'Seite', pageLayout: 'default', content } as {
    title: string;
    pageLayout: string;
    content: { template: string }[];
  };
}

describe('migrateEnvelope, newerBlocks and withCurrentVersions', () => {
  it('gives back the same envelope when nothing needs a migration', () => {
    const current = { ...page([{ template: 'fest', slotName: 'main', version: 1, options: {} }]), version: 1 };
    expect(migrateEnvelope(current, registry)).toBe(current);
  });

  it('stamps what it read with the versions it is now in, so the editor sends them back', () => {
    const read = migrateEnvelope(page([{ template: 'fest', slotName: 'main', options: {} }]), registry);
    expect(read).toMatchObject({ version: 1, content: [{ template: 'fest', version: 1 }] });
  });

  it('names what a newer release wrote: blocks, unknown types, the envelope', () => {
    const envelope = {
      ...page([
        { template: 'notiz', slotName: 'main', version: 5, options: {} },
        { template: 'neu', slotName: 'main', version: 1, options: {} },
        { template: 'fest', slotName: 'main', options: {} },
      ]),
      version: 2,
    };
    expect(unreadableShapes(envelope, registry)).toEqual({ seite: 2, 'block:notiz': 5, 'block:neu': 1 });
    expect(unreadableShapes(page([{ template: 'fest', slotName: 'main' }]), registry)).toEqual({});
  });

  it('names the blocks of a newer release', () => {
    const envelope = page([
      { template: 'notiz', slotName: 'main', version: 5, options: {} },
      { template: 'fest', slotName: 'main', options: {} },
    ]);
    expect(newerBlocks(envelope, registry)).toEqual([{ index: 0, template: 'notiz', version: 5, known: 3 }]);
  });

  it('a save means what a read means: a block without version is version 1, an older one is migrated', () => {
    const saved = withCurrentVersions(
      page([
        { template: 'notiz', slotName: 'main', options: { t: 'ohne' } },
        { template: 'notiz', slotName: 'main', version: 2, options: { text: 'zwei' } },
      ]),
      registry,
    );
    expect(saved.content).toEqual([
      { template: 'notiz', slotName: 'main', version: 3, options: { zeilen: ['ohne'] } },
      { template: 'notiz', slotName: 'main', version: 3, options: { zeilen: ['zwei'] } },
    ]);
  });
});

describe('the text block (version 1 -> 2)', () => {
  it('turns the heading string into text and level 2, leaves out an empty one, and validates', () => {
    const v1 = { template: 'text', slotName: 'main', options: { titel: 'Anfahrt', text: '<p>Bus 7</p>' } };
    const { block, status } = migrateBlock(v1);
    expect(status).toBe('migriert');
    expect(block).toEqual({
      ...v1,
      version: 2,
      options: { titel: { text: 'Anfahrt', ebene: 2 }, text: '<p>Bus 7</p>' },
    });
    expect(blockMeta.text!.validate(block.options)).toBe(true);
    const empty = migrateBlock({ ...v1, options: { titel: '', text: '<p>x</p>' } }).block;
    expect(empty.options).toEqual({ text: '<p>x</p>' });
  });

  it('leaves a heading already in the new shape unchanged, however often it runs (point 2 of the issue)', () => {
    const newShape = {
      template: 'text',
      slotName: 'main',
      options: { titel: { text: 'Anfahrt', ebene: 3 }, text: '<p>x</p>' },
    };
    const once = migrateBlock(newShape).block;
    expect(once.options).toEqual(newShape.options);
    expect(migrateBlock(once).block).toBe(once);
    expect(blockMeta.text!.validate(once.options)).toBe(true);
  });
});

describe('the image-text block (version 1 -> 2)', () => {
  const bild = { bild: '/bilder/kurpark.jpg', bildtext: 'Kurpark' };
  const v1 = (options: Record<string, unknown>) => ({ template: 'bild-text', slotName: 'main', options });

  it('groups link and link text as one verweis, and validates', () => {
    const { block } = migrateBlock(
      v1({ titel: 'Kurpark', link: '/de/kurpark', linktext: 'Zum Park', bildupload: bild }),
    );
    expect(block.options).toEqual({
      titel: 'Kurpark',
      verweis: { ziel: '/de/kurpark', text: 'Zum Park' },
      bildupload: bild,
    });
    expect(blockMeta['bild-text']!.validate(block.options)).toBe(true);
    expect(migrateBlock(v1({ titel: 'K', link: '/de/k', linktext: '', bildupload: bild })).block.options).toEqual({
      titel: 'K',
      verweis: { ziel: '/de/k' },
      bildupload: bild,
    });
  });

  it('leaves out a link text that had no target (it was never shown)', () => {
    expect(migrateBlock(v1({ titel: 'K', linktext: 'Mehr', bildupload: bild })).block.options).toEqual({
      titel: 'K',
      bildupload: bild,
    });
  });
});
