// The kinds of the one stored document model (DESIGN.md section 11, migration 300): every page, menu, alert banner
// and entry of a collection is a document with immutable versions and one workflow.
export const DOKUMENT_ARTEN = ['seite', 'menue', 'warnmeldung', 'eintrag'] as const;
export type DokumentArt = (typeof DOKUMENT_ARTEN)[number];
