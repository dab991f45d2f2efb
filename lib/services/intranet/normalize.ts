// CMS answers are checked field by field: whatever is missing or of the wrong type is left out,
// so the pages never render undefined or an object as text.
import type {
  ArchivDokument,
  ArchivEintrag,
  ArchivThema,
  IntranetRubrik,
  IntranetText,
  IntranetUser,
} from './intranet-service';

type Json = Record<string, unknown>;

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

export function id(value: unknown): string | number | undefined {
  return typeof value === 'number' || (typeof value === 'string' && value !== '') ? value : undefined;
}

/** A list answer: the array itself or its `data`. */
export function listOf(answer: unknown): unknown[] {
  if (Array.isArray(answer)) return answer;
  if (isObject(answer) && Array.isArray(answer.data)) return answer.data;
  return [];
}

export function toUser(answer: unknown): IntranetUser | null {
  if (!isObject(answer)) return null;
  const email = text(answer.email);
  return { vorname: text(answer.vorname) ?? '', nachname: text(answer.nachname) ?? '', email: email ?? '' };
}

export function toRubrik(value: unknown): IntranetRubrik | null {
  if (!isObject(value)) return null;
  const rubrik = text(value.rubrik);
  const url = text(value.url);
  const taggingpfad = text(value.taggingpfad);
  return rubrik && url && taggingpfad ? { rubrik, url, taggingpfad } : null;
}

export function toText(value: unknown, rubrikUrl?: string): IntranetText | null {
  if (!isObject(value)) return null;
  const textId = id(value.id);
  const titel = text(value.titel);
  const datumVon = text(value.datum_von);
  if (textId === undefined || !titel || !datumVon) return null;
  return {
    id: textId,
    titel,
    datum_von: datumVon,
    datum_bis: text(value.datum_bis) ?? null,
    teaser: text(value.teaser) ?? '',
    text: text(value.text) ?? '',
    autor: text(value.autor) ?? null,
    rubrik: text(value.rubrik_url) ?? (typeof value.rubrik === 'string' ? value.rubrik : undefined) ?? rubrikUrl,
  };
}

export function toThema(value: unknown): ArchivThema | null {
  if (!isObject(value)) return null;
  const themaId = id(value.id);
  const thema = text(value.thema);
  return themaId !== undefined && thema ? { id: themaId, thema } : null;
}

function toDokument(value: unknown): ArchivDokument | null {
  if (!isObject(value)) return null;
  const downloadtext = text(value.downloadtext);
  const url = text(value.url) ?? text(value.datei);
  return downloadtext && url ? { id: id(value.id) ?? null, downloadtext, stand: text(value.stand) ?? '', url } : null;
}

export function toEintrag(value: unknown): ArchivEintrag | null {
  if (!isObject(value)) return null;
  const eintragId = id(value.id);
  const titel = text(value.titel);
  if (eintragId === undefined || !titel) return null;
  const dokumente = (
    Array.isArray(value.dokumente) ? value.dokumente : isObject(value.dokumente) ? [value.dokumente] : []
  )
    .map(toDokument)
    .filter((d): d is ArchivDokument => d !== null);
  return {
    id: eintragId,
    titel,
    thema_id: id(value.thema_id) ?? null,
    gueltig_von: text(value.gueltig_von) ?? null,
    gueltig_bis: text(value.gueltig_bis) ?? null,
    dokumente,
  };
}

export function compact<T>(values: (T | null)[]): T[] {
  return values.filter((v): v is T => v !== null);
}
