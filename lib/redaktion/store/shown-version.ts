// What the site reads when it is shown "as it will be" (an Änderungspaket's preview, lib/redaktion/store/
// releases.ts): the published site with some versions in place of their documents' published ones. The renderer's
// draft mode reads the newest version of everything; this reads these versions, and the rest as visitors see it.

/** The reading options of the store's site queries (lib/services/cms/cms-service.ts ReadOptions). */
export interface ShownVersions {
  /** Draft mode (the editor's preview): the newest version of every document. */
  draft?: boolean;
  /** These version ids in place of their documents' published versions; every other document as published. */
  versionen?: readonly number[];
}

/** Whether the reading names versions to show (it then wins over draft mode). */
export const withVersions = (options: ShownVersions): options is ShownVersions & { versionen: readonly number[] } =>
  Array.isArray(options.versionen);

/**
 * SQL for the id of the version shown of the document `alias`: the one of the version ids in parameter `$n` that
 * is its own, else its published one (NULL: none, the document is not shown).
 */
export const shownVersionOf = (alias: string, n: number) =>
  `coalesce((SELECT o.id FROM dokument_versionen o WHERE o.dokument_id = ${alias}.id AND o.id = ANY($${n}::int[])
    LIMIT 1), ${alias}.veroeffentlichte_version)`;
