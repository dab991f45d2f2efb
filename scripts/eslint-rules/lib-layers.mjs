// The layers of lib/ (README, "The rooms of lib/"), enforced: each room belongs to one layer, and a room imports only
// from its own layer and the ones below it. Platform rooms know nothing of upstreams or domains; adapters (one port per
// upstream, its http implementation, an embedded one that needs no domain) know the platform; domains know adapters
// and the configured services; the wiring (which implementation serves each port) and the instance's start compose
// everything. Loops inside a layer are the business of scripts/check-folder-loops.mjs.
import path from 'node:path';

/** @type {Record<string, string[]>} each layer's rooms, bottom up */
export const LAYERS = {
  platform: [
    'async',
    'blocks',
    'cache',
    'config',
    'content',
    'db',
    'documents',
    'error-reporting',
    'format',
    'http',
    'links',
    'mail',
    'menus',
    'monitoring',
    'pwa',
    'revalidation',
    'search',
    'security',
    'session',
    'shapes',
    'validation',
  ],
  adapters: ['services'],
  domains: [
    'buchungen',
    'forms',
    'ical',
    'intranet',
    'linkpruefung',
    'medien',
    'oeffnungszeiten',
    'preview',
    'ratsinfo',
    'redaktion',
    'sammlungen',
    'seo',
    'verwaltung',
    'verzeichnis',
  ],
  composition: ['wiring', 'instance'],
};

/** What each layer may import besides itself. A domain reaches a configured service through the wiring. */
const MAY_IMPORT = {
  platform: ['platform'],
  adapters: ['platform'],
  domains: ['platform', 'adapters', 'wiring'],
  composition: ['platform', 'adapters', 'domains'],
};

const LAYER_OF = new Map(Object.entries(LAYERS).flatMap(([layer, rooms]) => rooms.map((room) => [room, layer])));

/** The room of a path inside lib/ (`lib/db/x.ts` → db, `lib/config.ts` → config), or null outside lib/. */
export function roomOf(libRelative) {
  const [first, second] = libRelative.split('/');
  if (!first) return null;
  return second === undefined ? first.replace(/\.[cm]?[jt]sx?$/, '') : first;
}

function allowed(fromRoom, toRoom) {
  if (fromRoom === toRoom) return true;
  const from = LAYER_OF.get(fromRoom);
  const to = LAYER_OF.get(toRoom);
  if (!from || !to) return false;
  if (from === to) return true;
  return MAY_IMPORT[from].includes(to) || MAY_IMPORT[from].includes(toRoom);
}

/** @type {import('eslint').Rule.RuleModule} */
export const libLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'lib/ rooms import only from their own layer and the layers below' },
    schema: [],
    messages: {
      unknown:
        'Der Raum lib/{{room}} steht in keiner Schicht: tragen Sie ihn in scripts/eslint-rules/lib-layers.mjs und in die Tabelle des README ein.',
      upward:
        'lib/{{from}} ({{fromLayer}}) darf lib/{{to}} ({{toLayer}}) nicht importieren: Importe laufen von den Fachbereichen über die Adapter zur Plattform (README, „The rooms of lib/“).',
    },
  },
  create(context) {
    const root = context.cwd ?? process.cwd();
    const file = path.relative(path.join(root, 'lib'), context.filename).split(path.sep).join('/');
    if (file.startsWith('..')) return {};
    const fromRoom = roomOf(file);
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      let target;
      if (source.startsWith('@/lib/')) target = source.slice('@/lib/'.length);
      else if (source.startsWith('.')) target = path.posix.join(path.posix.dirname(file), source);
      else return;
      if (target.startsWith('..')) return;
      const toRoom = roomOf(target);
      if (!toRoom || toRoom === fromRoom) return;
      if (!LAYER_OF.has(fromRoom)) return context.report({ node, messageId: 'unknown', data: { room: fromRoom } });
      if (!LAYER_OF.has(toRoom)) return context.report({ node, messageId: 'unknown', data: { room: toRoom } });
      if (!allowed(fromRoom, toRoom))
        context.report({
          node,
          messageId: 'upward',
          data: { from: fromRoom, fromLayer: LAYER_OF.get(fromRoom), to: toRoom, toLayer: LAYER_OF.get(toRoom) },
        });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
