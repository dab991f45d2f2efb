// Where stored instances of the versioned shapes are (the run time's half of codegen/shapes.ts): each kind of
// stored content is one entry, with how to read its versions in batches, how to bring one to the current shapes,
// how to judge it, and the table a rewrite goes to. The Inhaltsprüfung, the start check and
// `npm run inhalte:migrieren` go through this list, so a new kind (collection entries) is one entry more.
import type { Sql } from '@/lib/db/database';
import { migrateBlock, migrateEnvelope, migrateMenu, blockShape } from '@/lib/blocks/migrate';
import { migrateShape, storedVersion, type MigrationStatus } from '@/lib/shapes/migrate-shape';
import { checkEnvelope, checkMenu } from '@/lib/redaktion/shared/check-content';
import type { MenuName } from '@/lib/menus/menu-names';
import type { Befund, BerichtArt, BerichtUmfang } from '@/lib/redaktion/shared/content-report';
import {
  entryVersionBatch,
  menuVersionBatch,
  pageVersionBatch,
  type StoredVersionRow,
  type VersionTable,
} from './stored-versions';
import { checkEntry } from '@/lib/redaktion/shared/check-entry';
import { entryShape, migrateEntry, withEntryVersion, withoutVersion } from '@/lib/sammlungen/entry-shape';
import { isSammlungName, sammlung as declarationOf } from '@/lib/sammlungen/registry';

/** One stored shape instance inside a version (the version itself, or one of its blocks) and how it fared. */
export interface JudgedPart {
  form: string;
  version: number;
  /** False when it needs a newer release, failed to migrate or is invalid after the migration. */
  sauber: boolean;
}

/** A finding as the kind judges it; the report adds where the version stands. */
export type JudgedFinding = Pick<
  Befund,
  'form' | 'formVersion' | 'template' | 'blockId' | 'blockIndex' | 'feld' | 'meldung' | 'schwere'
>;

/** A shape inside a stored version, the version it is stored in, and whether this build can bring it to current. */
export interface StoredPart {
  form: string;
  from: number;
  status: MigrationStatus | 'ersetzt';
}

export interface StoredKind {
  art: BerichtArt;
  /** The shapes a version holds (cheap: no validation), for `npm run inhalte:migrieren`'s report. */
  parts: (stored: unknown, row: StoredVersionRow) => StoredPart[];
  table: VersionTable;
  batch: (sql: Sql, umfang: BerichtUmfang, after: number) => Promise<StoredVersionRow[]>;
  /** The content in the current shapes (what every read serves, what a rewrite stores). */
  migrate: (stored: unknown, row: StoredVersionRow) => unknown;
  /** Every finding after the migration (none cut off), and the shapes the version holds. */
  judge: (row: StoredVersionRow) => { parts: JudgedPart[]; findings: JudgedFinding[] };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const NEWER = (version: number) =>
  `Mit einer neueren Version der Website gespeichert (Version ${version}); diese Version zeigt die zuletzt lesbare Fassung.`;
const UNKNOWN_TYPE = (template: string) =>
  `Der Blocktyp „${template}“ ist dieser Version der Website unbekannt (von einer neueren Version gespeichert?).`;

/** A page version: its envelope (form `seite`) and each block (form `block:<template>`), judged after migration. */
function judgePage(row: StoredVersionRow): ReturnType<StoredKind['judge']> {
  const stored = row.inhalt;
  const parts: JudgedPart[] = [];
  const findings: JudgedFinding[] = [];
  const envelopeVersion = storedVersion(isObject(stored) ? stored.version : undefined);
  const own = migrateShape('seite', stored, isObject(stored) ? stored.version : undefined);
  const pageForm = { form: 'seite', formVersion: Number.isNaN(envelopeVersion) ? 0 : envelopeVersion };
  if (own.status === 'zu-neu' || own.status === 'fehlgeschlagen') {
    parts.push({ form: 'seite', version: pageForm.formVersion, sauber: false });
    findings.push({
      ...pageForm,
      feld: '',
      meldung: own.status === 'zu-neu' ? NEWER(own.from) : own.error!,
      schwere: own.status === 'zu-neu' ? 'warnung' : 'fehler',
    });
    return { parts, findings };
  }
  const envelope = own.value as Record<string, unknown>;
  const storedBlocks: unknown[] = isObject(envelope) && Array.isArray(envelope.content) ? envelope.content : [];
  // Each stored block migrated on its own, remembering which stored block each current one came from (a block of a
  // retired type may become several).
  const origin: number[] = [];
  const content: unknown[] = [];
  const blockParts = storedBlocks.map((block, index) => {
    const migration = migrateBlock(block);
    const produced = migration.replacement ?? [migration.block];
    for (const item of produced) {
      content.push(item);
      origin.push(index);
    }
    const template = isObject(block) && typeof block.template === 'string' ? block.template : '?';
    const version = Number.isNaN(migration.from) ? 0 : migration.from;
    return { template, version, status: migration.status, error: migration.error, block };
  });
  const checked = checkEnvelope({ ...envelope, content }, undefined, Infinity).meldungen;
  const blockFindings = new Map<number, JudgedFinding[]>();
  for (const m of checked) {
    if (m.blockIndex === undefined) {
      findings.push({ ...pageForm, feld: m.pfad, meldung: m.meldung, schwere: 'fehler' });
      continue;
    }
    const index = origin[m.blockIndex] ?? m.blockIndex;
    const feld = m.pfad.replace(new RegExp(`^/content/${m.blockIndex}(/options)?`), '');
    const list = blockFindings.get(index) ?? [];
    list.push({ form: '', formVersion: 0, feld, meldung: m.meldung, schwere: 'fehler' });
    blockFindings.set(index, list);
  }
  parts.push({ form: 'seite', version: pageForm.formVersion, sauber: !findings.length });
  blockParts.forEach(({ template, version, status, error, block }, blockIndex) => {
    const own =
      status === 'zu-neu'
        ? [{ feld: '', meldung: NEWER(version), schwere: 'warnung' as const }]
        : status === 'unbekannt' && template !== '?'
          ? [{ feld: '', meldung: UNKNOWN_TYPE(template), schwere: 'warnung' as const }]
          : status === 'fehlgeschlagen'
            ? [{ feld: '', meldung: error ?? 'Die Migration schlug fehl.', schwere: 'fehler' as const }]
            : (blockFindings.get(blockIndex) ?? []);
    const id =
      isObject(block) && (typeof block.id === 'string' || typeof block.id === 'number') ? String(block.id) : undefined;
    parts.push({ form: blockShape(template), version, sauber: !own.length });
    for (const finding of own) {
      findings.push({
        ...finding,
        form: blockShape(template),
        formVersion: version,
        template,
        ...(id !== undefined ? { blockId: id } : {}),
        blockIndex,
      });
    }
  });
  return { parts, findings };
}

/** A menu version: the menu (form `menue`), judged after migration. */
function judgeMenu(row: StoredVersionRow): ReturnType<StoredKind['judge']> {
  const stored = row.inhalt;
  const version = storedVersion(isObject(stored) ? stored.version : undefined);
  const formVersion = Number.isNaN(version) ? 0 : version;
  const own = migrateShape('menue', stored, isObject(stored) ? stored.version : undefined);
  const findings: JudgedFinding[] =
    own.status === 'zu-neu' || own.status === 'fehlgeschlagen'
      ? [
          {
            form: 'menue',
            formVersion,
            feld: '',
            meldung: own.status === 'zu-neu' ? NEWER(own.from) : own.error!,
            schwere: own.status === 'zu-neu' ? 'warnung' : 'fehler',
          },
        ]
      : checkMenu(row.objekt_id as MenuName, stored, Infinity).meldungen.map((m) => ({
          form: 'menue',
          formVersion,
          feld: m.pfad,
          meldung: m.meldung,
          schwere: 'fehler' as const,
        }));
  return { parts: [{ form: 'menue', version: formVersion, sauber: !findings.length }], findings };
}

function pageParts(stored: unknown): StoredPart[] {
  const version = isObject(stored) ? stored.version : undefined;
  const own = migrateShape('seite', stored, version);
  const parts: StoredPart[] = [{ form: 'seite', from: own.from, status: own.status }];
  const content = isObject(stored) && Array.isArray(stored.content) ? stored.content : [];
  for (const block of content) {
    const migration = migrateBlock(block);
    const template = isObject(block) && typeof block.template === 'string' ? block.template : '?';
    parts.push({ form: blockShape(template), from: migration.from, status: migration.status });
  }
  return parts;
}

function menuParts(stored: unknown): StoredPart[] {
  const own = migrateShape('menue', stored, isObject(stored) ? stored.version : undefined);
  return [{ form: 'menue', from: own.from, status: own.status }];
}

/** An entry of a collection (form `sammlung:<name>`): migrated, then judged by its collection's validator. */
function judgeEntry(row: StoredVersionRow): ReturnType<StoredKind['judge']> {
  const name = row.sammlung ?? '';
  const form = entryShape(name);
  const own = migrateEntry(name, row.inhalt);
  const formVersion = Number.isNaN(own.from) ? 0 : own.from;
  if (!isSammlungName(name))
    return {
      parts: [{ form, version: formVersion, sauber: false }],
      findings: [
        {
          form,
          formVersion,
          feld: '',
          meldung: `Die Sammlung „${name}“ ist dieser Version der Website unbekannt.`,
          schwere: 'warnung',
        },
      ],
    };
  const findings: JudgedFinding[] =
    own.status === 'zu-neu' || own.status === 'fehlgeschlagen'
      ? [
          {
            form,
            formVersion,
            feld: '',
            meldung: own.status === 'zu-neu' ? NEWER(own.from) : own.error!,
            schwere: own.status === 'zu-neu' ? 'warnung' : 'fehler',
          },
        ]
      : checkEntry(declarationOf(name), withoutVersion(own.value)).meldungen.map((m) => ({
          form,
          formVersion,
          feld: m.pfad,
          meldung: m.meldung,
          schwere: 'fehler' as const,
        }));
  return { parts: [{ form, version: formVersion, sauber: !findings.length }], findings };
}

function entryParts(stored: unknown, row: StoredVersionRow): StoredPart[] {
  const own = migrateEntry(row.sammlung ?? '', stored);
  return [{ form: entryShape(row.sammlung ?? ''), from: own.from, status: own.status }];
}

export const STORED_KINDS: readonly StoredKind[] = [
  {
    art: 'seite',
    table: 'dokument_versionen',
    batch: pageVersionBatch,
    migrate: (stored) => migrateEnvelope(stored),
    judge: judgePage,
    parts: pageParts,
  },
  {
    art: 'menue',
    table: 'dokument_versionen',
    batch: menuVersionBatch,
    migrate: (stored) => migrateMenu(stored),
    judge: judgeMenu,
    parts: menuParts,
  },
  {
    art: 'eintrag',
    table: 'dokument_versionen',
    batch: entryVersionBatch,
    // Stamped with the version it is now in, as a save stamps it.
    migrate: (stored, row) => withEntryVersion(row.sammlung ?? '', migrateEntry(row.sammlung ?? '', stored).value),
    judge: judgeEntry,
    parts: entryParts,
  },
];
