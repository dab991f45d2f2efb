// What a collection declares (schemas/collections/<name>/sammlung.json, checked by codegen against
// schemas/collections/sammlung.schema.json), as codegen/out/collections.ts hands it on. Browser-safe.

export interface Spalte {
  feld: string;
  titel: string;
}

export interface Filter {
  feld: string;
  titel: string;
  /** A choice among the values the entries have, or a range of days. */
  art: 'auswahl' | 'datum';
  /** For a list of objects: the field with the name (e.g. `rubrik`). */
  name?: string;
}

export interface Detail {
  /** `/de/…/{slug}`. */
  pfad: string;
  /** Where the list call writes the detail page's address into an entry: `detailURL`, `rubriken.*.detailURL`. */
  verweise: readonly string[];
  /** The page envelope of an entry's page, without title; `{id}` stands for the entry's number. */
  seite: Record<string, unknown>;
}

export interface SammlungsDeklaration {
  name: string;
  /** `$id` and type name of the entry schema. */
  schemaId: string;
  typ: string;
  /** The name of the entry schema's precompiled validator in codegen/out/validators.js. */
  validator: string;
  titel: string;
  eintrag: string;
  beschreibung: string;
  endpunkt: string;
  inhalte?: string;
  liste?: string;
  amt: string;
  titelfeld: string;
  spalten: readonly Spalte[];
  sortierung?: string;
  filter?: readonly Filter[];
  aktuellBis?: readonly string[];
  detail?: Detail;
  bezuege?: readonly { feld: string; sammlung: string }[];
  sichtbar?: 'oeffentlich' | 'intranet';
  /** A form of the site whose submissions arrive as drafts of entries, and which form field fills which entry field. */
  einsendung?: { formular: string; felder: Readonly<Record<string, string | readonly string[]>> };
}
