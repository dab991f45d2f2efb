// Reading migrates: one pure function brings a block of any older version to the current one, leaves a current
// block as the same object, and never guesses at a block of a newer release. Registry of fixtures and the real one.
import { describe, expect, it } from 'vitest';
import {
  migrateBlock,
  migrateEnvelope,
  newerBlocks,
  withCurrentVersions,
  type MigrationRegistry,
} from '@/lib/blocks/migrate';
import { blockMeta } from '@/codegen/out/block-meta';

const registry: MigrationRegistry = {
  current: { notiz: 3, fest: 1 },
  migrations: {
    notiz: {
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
});

describe('migrateEnvelope, newerBlocks and withCurrentVersions', () => {
  const page = (content: unknown[]) => ({ title: 'Seite', pageLayout: 'default', content });

  it('gives back the same envelope when nothing needs a migration (a menu passes too)', () => {
    const current = page([{ template: 'fest', slotName: 'main', options: {} }]);
    expect(migrateEnvelope(current, registry)).toBe(current);
    const menu = { menuItems: [] };
    expect(migrateEnvelope(menu, registry)).toBe(menu);
  });

  it('names the blocks of a newer release', () => {
    const envelope = page([
      { template: 'notiz', slotName: 'main', version: 5, options: {} },
      { template: 'fest', slotName: 'main', options: {} },
    ]);
    expect(newerBlocks(envelope, registry)).toEqual([{ index: 0, template: 'notiz', version: 5, known: 3 }]);
  });

  it('stamps a save: a block without version is written in the current shape, an older one is migrated', () => {
    const saved = withCurrentVersions(
      page([
        { template: 'notiz', slotName: 'main', options: { zeilen: ['neu'] } },
        { template: 'notiz', slotName: 'main', version: 1, options: { t: 'alt' } },
      ]),
      registry,
    );
    expect(saved.content).toEqual([
      { template: 'notiz', slotName: 'main', version: 3, options: { zeilen: ['neu'] } },
      { template: 'notiz', slotName: 'main', version: 3, options: { zeilen: ['alt'] } },
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
