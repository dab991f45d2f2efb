// Internal links that would lead visitors nowhere: to a page that is not published, archived or missing, or to a
// file the media library no longer has. An error for publishing, like the accessibility rules: the editor shows it
// at the field, and the server checks again before it publishes (lib/redaktion/store/link-targets.ts gives it the
// targets as they are at that moment).
import { mediumIdOf, sitePathOf, type ContentLink } from '@/lib/blocks/content-links';
import { isReservedPath } from './site-paths';
import { RedaktionError, type Pruefmeldung } from './types';
import type { FieldMessage } from '@/lib/validation/german-messages';

/** What a link inside the site can lead to, as the store knows it now. */
export interface LinkTargets {
  /** Every page that has a path: published (also with a newer draft), not yet published, archived. */
  seiten: Record<string, 'veroeffentlicht' | 'entwurf' | 'archiviert'>;
  /** Old paths of renamed pages: they answer 308 to the page's current path. */
  weiterleitungen: Record<string, string>;
  /** The ids of the files in the media library. */
  medien: string[];
}

export const LINK_TEXTS = {
  unpublished: (ziel: string) => `Der Verweis „${ziel}“ führt auf eine Seite, die nicht veröffentlicht ist.`,
  archived: (ziel: string) => `Der Verweis „${ziel}“ führt auf eine archivierte Seite.`,
  missing: (ziel: string) => `Der Verweis „${ziel}“ führt auf eine Seite, die es nicht gibt.`,
  mediumGone: (ziel: string) => `Die Datei „${ziel}“ gibt es in der Mediathek nicht mehr.`,
};

const MAX_REDIRECTS = 10;

/** The state of the page a site path ends on, following old paths to the current one. */
function stateOf(path: string, targets: LinkTargets): LinkTargets['seiten'][string] | undefined {
  let current = path;
  for (let hop = 0; hop < MAX_REDIRECTS; hop++) {
    const state = targets.seiten[current];
    if (state) return state;
    const next = targets.weiterleitungen[current];
    if (!next) return undefined;
    current = next;
  }
  return undefined;
}

function problemOf(ziel: string, targets: LinkTargets): string | null {
  const path = sitePathOf(ziel);
  if (path === null) return null;
  if (path.startsWith('/api/medien/')) {
    // Only the library's own form of a file's address names a file (and makes it public with the page).
    const medium = mediumIdOf(ziel);
    return medium && targets.medien.includes(medium) ? null : LINK_TEXTS.mediumGone(ziel);
  }
  // Only the site's pages are judged: the application's own routes and files (/de/e-bike-leihen, /bilder/…,
  // /api/ical/…) are not pages of the store.
  if (path !== '/de' && !path.startsWith('/de/')) return null;
  if (isReservedPath(path)) return null;
  const state = stateOf(path, targets);
  if (state === 'veroeffentlicht') return null;
  if (state === 'entwurf') return LINK_TEXTS.unpublished(ziel);
  if (state === 'archiviert') return LINK_TEXTS.archived(ziel);
  return LINK_TEXTS.missing(ziel);
}

/**
 * One finding per internal link that leads nowhere, at the field that holds it (the links the content renders:
 * lib/blocks/content-links.ts). `ownPath`: the page being published, which a link to itself may name (it is public
 * once the check passes).
 */
export function checkInternalLinks(
  links: readonly ContentLink[],
  targets: LinkTargets,
  ownPath?: string,
): Pruefmeldung[] {
  const findings: Pruefmeldung[] = [];
  const judged = ownPath ? targetsForPage(targets, ownPath) : targets;
  for (const link of links) {
    const meldung = problemOf(link.ziel, judged);
    if (meldung) findings.push({ pfad: link.pfad, meldung, ...(link.blockId ? { blockId: link.blockId } : {}) });
  }
  return findings;
}

/** The findings of one form's links (a block's options, the page's fields) as messages at its fields. */
export function linkFindings(links: readonly ContentLink[], targets: LinkTargets): FieldMessage[] {
  return checkInternalLinks(links, targets).map((finding) => ({ pointer: finding.pfad, message: finding.meldung }));
}

/** The targets as an editor of the page at `ownPath` sees them: a page may link to itself. */
export function targetsForPage(targets: LinkTargets, ownPath: string): LinkTargets {
  return { ...targets, seiten: { ...targets.seiten, [ownPath]: 'veroeffentlicht' } };
}

/** 'ein Verweis führt' / '3 Verweise führen' (… ins Leere). */
const deadLinksCount = (count: number) => (count === 1 ? 'ein Verweis führt' : `${count} Verweise führen`);

/** The editor's refusal before it asks the server: the findings are at their fields. */
export const deadLinksText = (count: number) =>
  `Veröffentlichen nicht möglich: ${deadLinksCount(count)} ins Leere (siehe die Meldungen an den Feldern).`;

/** Throws the German refusal of publishing when an internal link of the content leads nowhere. */
export function refuseDeadLinks(links: readonly ContentLink[], targets: LinkTargets, ownPath?: string): void {
  const findings = checkInternalLinks(links, targets, ownPath);
  if (findings.length === 0) return;
  throw new RedaktionError(
    422,
    `Die Seite kann nicht veröffentlicht werden: ${deadLinksCount(findings.length)} ins Leere. ${findings
      .slice(0, 3)
      .map((f) => f.meldung)
      .join(' ')}`.trim(),
    findings,
  );
}
