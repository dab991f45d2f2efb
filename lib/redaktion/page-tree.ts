// The pages of the site as a tree by their paths (/de, /de/rathaus, /de/rathaus/kontakt …), with a search by
// title and path that keeps the ancestors of every hit, so a hit is always seen in its place.

export type PageState = 'entwurf' | 'zur_freigabe' | 'veroeffentlicht' | 'archiviert';

export interface PageSummary {
  id: string;
  pfad: string;
  titel: string;
  zustand: PageState;
  /** A published version exists (the page is online), whatever the newest version's state. */
  online: boolean;
  geaendert: string;
  geaendertVon: string;
}

export interface TreeNode {
  page: PageSummary | null;
  /** The path of this node, also when no page stands there (a folder). */
  pfad: string;
  children: TreeNode[];
}

export const STATE_LABELS: Record<PageState, string> = {
  entwurf: 'Entwurf',
  zur_freigabe: 'Zur Freigabe',
  veroeffentlicht: 'Veröffentlicht',
  archiviert: 'Archiviert',
};

function parentPath(pfad: string): string | null {
  if (pfad === '/de') return null;
  const cut = pfad.lastIndexOf('/');
  return cut <= 0 ? null : pfad.slice(0, cut) || null;
}

export function buildPageTree(pages: readonly PageSummary[]): TreeNode[] {
  const nodes = new Map<string, TreeNode>();
  const node = (pfad: string): TreeNode => {
    let found = nodes.get(pfad);
    if (!found) {
      found = { page: null, pfad, children: [] };
      nodes.set(pfad, found);
    }
    return found;
  };
  for (const page of pages) node(page.pfad).page = page;
  // Folders between a page and its nearest ancestor are made as needed (/de/a/b without /de/a).
  for (const pfad of [...nodes.keys()]) {
    for (let p = pfad, up = parentPath(p); up; p = up, up = parentPath(p)) {
      const parent = node(up);
      const child = node(p);
      if (!parent.children.includes(child)) parent.children.push(child);
    }
  }
  const sort = (list: TreeNode[]) => {
    list.sort((a, b) => a.pfad.localeCompare(b.pfad, 'de'));
    list.forEach((n) => sort(n.children));
    return list;
  };
  return sort([...nodes.values()].filter((n) => parentPath(n.pfad) === null || !nodes.has(parentPath(n.pfad)!)));
}

/** The tree reduced to the hits of `term` (in title or path) and their ancestors. */
export function filterTree(tree: TreeNode[], term: string): TreeNode[] {
  const t = term.trim().toLocaleLowerCase('de');
  if (!t) return tree;
  const keep = (n: TreeNode): TreeNode | null => {
    const children = n.children.map(keep).filter((c): c is TreeNode => c !== null);
    const hit = `${n.page?.titel ?? ''} ${n.pfad}`.toLocaleLowerCase('de').includes(t);
    return hit || children.length ? { ...n, children } : null;
  };
  return tree.map(keep).filter((n): n is TreeNode => n !== null);
}

/** Site paths an editor may give a page: /de and lower-case segments of letters, digits and hyphens. */
export const PAGE_PATH = /^\/de(\/[a-z0-9äöüß]+(?:-[a-z0-9äöüß]+)*)*$/;

export function pathProblem(pfad: string): string | null {
  if (!pfad.trim()) return 'Bitte geben Sie den Pfad der Seite an, z. B. /de/rathaus/neue-seite.';
  if (!PAGE_PATH.test(pfad))
    return 'Der Pfad beginnt mit /de und besteht aus Kleinbuchstaben, Ziffern und Bindestrichen, z. B. /de/rathaus/neue-seite.';
  if (/^\/de\/(intranet|ratsinfo|e-bike-leihen|lastenrad-leihen|raumreservierung|gemeinde\/suche)(\/|$)/.test(pfad))
    return 'Dieser Pfad gehört zu einem festen Bereich der Website und kann keine Redaktionsseite sein.';
  return null;
}
