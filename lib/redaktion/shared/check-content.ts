// The server's check of what editors store: a page envelope with the renderer's own precompiled validators (the
// envelope's and each block's, codegen/out), a menu with the menu schema and the depth its layout can show. A draft
// may be saved with findings; publishing refuses any.
import { isSafeLink } from '@/lib/links/safe-link';
import { blockLinks } from '@/lib/blocks/content-links';
import { migrateEnvelope } from '@/lib/blocks/migrate';
import type { ValidateFunction } from 'ajv';
import { blockMeta as generatedBlockMeta, type BlockMeta } from '@/codegen/out/block-meta';
import bundle from '@/codegen/out/block-schemas.json';
import { validate_menue, validate_seite } from '@/codegen/out/validators';
import type { MenuName } from '@/lib/menus/menu-names';
import { germanMessages, type SchemaLookup } from '@/lib/validation/german-messages';
import type { Pruefergebnis, Pruefmeldung } from './types';

/** Findings beyond this many are counted but not stored. */
const MAX_STORED = 100;

type SchemaNode = Record<string, unknown>;
const schemas = bundle as unknown as { blocks: Record<string, SchemaNode>; shared: Record<string, SchemaNode> };
const lookup: SchemaLookup = (id) => schemas.shared[id] ?? schemas.blocks[id];

/**
 * How many menu levels each menu's place in the layout shows: the header's drill-down panel (three levels, as the
 * demo's main menu has and the header tests cover), the school header's dropdowns (two), flat link lists (one).
 */
export const MENU_MAX_DEPTH: Record<MenuName, number> = {
  Hauptmenü: 3,
  Hauptmenü_Footer: 1,
  Footer: 1,
  Rechtliches: 1,
  Downloads: 1,
  Schule_Hauptmenü: 2,
  Schule_Footer: 1,
};

function findings(
  validate: ValidateFunction,
  value: unknown,
  schema: SchemaNode,
  prefix: string,
  extra: Omit<Pruefmeldung, 'pfad' | 'meldung'> = {},
): Pruefmeldung[] {
  if (validate(value)) return [];
  // The same German wording the editor shows at the field (one message per field).
  return germanMessages(schema, validate.errors, lookup).map(({ pointer, message }) => ({
    ...extra,
    pfad: prefix + pointer,
    meldung: message,
  }));
}

function result(all: Pruefmeldung[]): Pruefergebnis {
  const seen = new Set<string>();
  const unique = all.filter((m) => {
    const key = `${m.pfad}\n${m.meldung}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
  return { fehler: unique.length, meldungen: unique.slice(0, MAX_STORED) };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every finding of the envelope validator and of each block's validator, in German. */
export function checkEnvelope(stored: unknown, meta: Record<string, BlockMeta> = generatedBlockMeta): Pruefergebnis {
  // Judged as it is read: blocks of an older version in the current shape (the seed is written in version 1).
  const envelope = migrateEnvelope(stored);
  if (!isObject(envelope)) return result([{ pfad: '', meldung: 'Der Seiteninhalt muss ein Objekt sein.' }]);
  // A block's options are the block validator's business; the envelope only says they are an object.
  const own = findings(validate_seite, envelope, schemas.shared.seite!, '').filter(
    (m) => !/^\/content\/\d+\/options(\/|$)/.test(m.pfad),
  );
  const blocks = Array.isArray(envelope.content) ? envelope.content : [];
  const perBlock = blocks.flatMap((raw, index): Pruefmeldung[] => {
    if (!isObject(raw) || typeof raw.template !== 'string') return [];
    const at = {
      blockIndex: index,
      template: raw.template,
      ...(typeof raw.id === 'string' || typeof raw.id === 'number' ? { blockId: String(raw.id) } : {}),
    };
    const entry = Object.hasOwn(meta, raw.template) ? meta[raw.template] : undefined;
    if (!entry) {
      return [{ ...at, pfad: `/content/${index}/template`, meldung: `Die Vorlage „${raw.template}“ gibt es nicht.` }];
    }
    const schema = schemas.blocks[raw.template] ?? {};
    return [
      ...findings(entry.validate, raw.options ?? {}, schema, `/content/${index}/options`, at),
      ...unsafeBlockLinks(raw.template, raw.options, `/content/${index}/options`).map((finding) => ({
        ...at,
        ...finding,
      })),
    ];
  });
  return result([...own, ...perBlock]);
}

const LINK_RULE =
  'Erlaubt sind Pfade dieser Website (/de/…), Sprungmarken (#…) und Adressen mit https://, mailto: oder tel:.';

/** The block's link fields (`x-verweis: link` in its schema) whose target is no safe link (javascript:, data:, //host …). */
function unsafeBlockLinks(template: string, options: unknown, pointer: string): Pruefmeldung[] {
  // Rich text is the sanitiser's business; only the fields the block renders as a link's target are judged here.
  return blockLinks(template, options, { sanitize: null }, pointer)
    .filter((link) => link.art === 'link' && !isSafeLink(link.ziel))
    .map((link) => ({ pfad: link.pfad, meldung: `Verweisziel „${link.ziel.slice(0, 60)}“: ${LINK_RULE}` }));
}

function menuDepth(items: unknown): number {
  if (!Array.isArray(items) || items.length === 0) return 0;
  return 1 + Math.max(...items.map((item) => (isObject(item) ? menuDepth(item.menuItems) : 0)));
}

function unsafeLinks(items: unknown, pointer: string): Pruefmeldung[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item, index) => {
    if (!isObject(item)) return [];
    const here = `${pointer}/${index}`;
    const own =
      typeof item.href === 'string' && item.href && !isSafeLink(item.href)
        ? [
            {
              pfad: `${here}/href`,
              meldung: `Eintrag „${String(item.title ?? '')}“ › Ziel: Erlaubt sind Pfade dieser Website (/de/…) und Adressen mit https://, mailto: oder tel:.`,
            },
          ]
        : [];
    return [...own, ...unsafeLinks(item.menuItems, `${here}/menuItems`)];
  });
}

/** The menu schema, the depth the menu's place in the layout shows, and safe link targets. */
export function checkMenu(name: MenuName, menu: unknown): Pruefergebnis {
  if (!isObject(menu)) return result([{ pfad: '', meldung: 'Das Menü muss ein Objekt mit „menuItems“ sein.' }]);
  const depth = menuDepth(menu.menuItems);
  const max = MENU_MAX_DEPTH[name];
  const tooDeep: Pruefmeldung[] =
    depth > max
      ? [
          {
            pfad: '/menuItems',
            meldung:
              max === 1
                ? `Das Menü „${name}“ ist eine einfache Liste: Untereinträge werden nicht angezeigt.`
                : `Das Menü „${name}“ zeigt höchstens ${max} Ebenen; dieses hat ${depth}.`,
          },
        ]
      : [];
  return result([
    ...findings(validate_menue, menu, schemas.shared.menue!, ''),
    ...tooDeep,
    ...unsafeLinks(menu.menuItems, '/menuItems'),
  ]);
}

/** One finding as a sentence of its own, e.g. for a refusal: 'Block 3 (hero): Titel: Pflichtangabe fehlt.' */
export function describeFinding(finding: Pruefmeldung): string {
  return finding.blockIndex === undefined
    ? finding.meldung
    : `Block ${finding.blockIndex + 1} (${finding.template}): ${finding.meldung}`;
}
