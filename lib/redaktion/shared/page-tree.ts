// The words the Redaktion shows for the states of pages and versions, and the search of the page tree in the
// browser: the tree (lib/redaktion/store/pages.ts listPages) reduced to the pages whose title or path contains the term,
// with the pages above them, so a hit is always seen in its place.
import type { SeitenKnoten } from '@/lib/redaktion/shared/types';
import type { Status, VersionZustand } from './types';

export const STATUS_LABELS: Record<Status, string> = {
  veroeffentlicht: 'Veröffentlicht',
  geaendert: 'Veröffentlicht, neuere Fassung offen',
  entwurf: 'Entwurf, nicht öffentlich',
  archiviert: 'Archiviert',
};

export const VERSION_LABELS: Record<VersionZustand, string> = {
  entwurf: 'Entwurf',
  zur_freigabe: 'Zur Freigabe',
  veroeffentlicht: 'Veröffentlicht',
  archiviert: 'Früher veröffentlicht',
};

export function filterTree(tree: SeitenKnoten[], term: string): SeitenKnoten[] {
  const needle = term.trim().toLocaleLowerCase('de');
  if (!needle) return tree;
  const keep = (node: SeitenKnoten): SeitenKnoten | null => {
    const kinder = node.kinder.map(keep).filter((child): child is SeitenKnoten => child !== null);
    const treffer = `${node.titel} ${node.pfad}`.toLocaleLowerCase('de').includes(needle);
    return treffer || kinder.length ? { ...node, treffer, kinder } : null;
  };
  return tree.map(keep).filter((node): node is SeitenKnoten => node !== null);
}

/** How many pages of the (filtered) tree are hits. */
export function countHits(tree: SeitenKnoten[]): number {
  return tree.reduce((n, node) => n + (node.treffer ? 1 : 0) + countHits(node.kinder), 0);
}

/** The tree as one list, each page above those below it: what the page picker offers. */
export function flattenTree(tree: SeitenKnoten[]): { pfad: string; titel: string }[] {
  return tree.flatMap((node) => [{ pfad: node.pfad, titel: node.titel }, ...flattenTree(node.kinder)]);
}

/** The published pages of the tree but one, as a list: where a withdrawn page may lead instead. */
export function publishedPagesBut(tree: SeitenKnoten[], id: string): { pfad: string; titel: string }[] {
  return tree.flatMap((node) => [
    ...(node.id !== id && node.status !== 'entwurf' && node.status !== 'archiviert'
      ? [{ pfad: node.pfad, titel: node.titel }]
      : []),
    ...publishedPagesBut(node.kinder, id),
  ]);
}
