// The public change note ("Änderungshinweis") an editor may give when submitting a major change: shown to visitors
// beside "Zuletzt geändert" once that version is published. Browser-safe.
export const AENDERUNGSHINWEIS_MAX = 300;

export type { Stand } from '@/lib/services/cms/site-types';
