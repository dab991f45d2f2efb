// The municipality's master data (contacts, partners, school) is configuration of this site,
// kept in content/einstellungen.json in both modes and checked against its schema in the tests.
import type { Einstellungen } from '@/codegen/out/types';
import einstellungen from '@/content/einstellungen.json';

export const siteSettings = einstellungen as Einstellungen;
