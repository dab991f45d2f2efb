// A stored submission or booking request as people read it: every field of its form in the form's order, with the
// form's German title and the value written out (dates as DD.MM.YYYY, yes/no as Ja/Nein). For the desk's views, the
// CSV export and a resident's request for access.
import { forms } from '@/codegen/out/forms';
import { fieldOrder, type FormDefinition } from '@/lib/forms/form-definition';
import { formatDatum } from '@/lib/format/datum';
import { isIsoDay } from '@/lib/format/kalendertag';
import type { EingangFeld } from '@/lib/redaktion/shared/eingaenge';

export function definitionOf(art: string): FormDefinition | undefined {
  return Object.hasOwn(forms, art) ? (forms as Record<string, FormDefinition>)[art] : undefined;
}

/** One value written out. */
export function wertText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nein';
  if (isIsoDay(value)) return formatDatum(value);
  if (Array.isArray(value)) return value.map(wertText).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The form's fields in its order (then any the form no longer has), each with its title. */
export function felderVon(art: string): { feld: string; titel: string }[] {
  const definition = definitionOf(art);
  if (!definition) return [];
  return fieldOrder(definition.ui).map((feld) => ({
    feld,
    titel: String(definition.schema.properties[feld]?.title ?? feld),
  }));
}

export function feldWerte(art: string, daten: Record<string, unknown>): EingangFeld[] {
  const known = felderVon(art);
  const names = new Set(known.map((f) => f.feld));
  const extra = Object.keys(daten)
    .filter((feld) => !names.has(feld))
    .map((feld) => ({ feld, titel: feld }));
  return [...known, ...extra]
    .filter(({ feld }) => daten[feld] !== undefined && daten[feld] !== '')
    .map(({ feld, titel }) => ({ feld, titel, wert: wertText(daten[feld]) }));
}
