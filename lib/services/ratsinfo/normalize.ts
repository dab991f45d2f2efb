// Ratsinfo answers checked field by field (see lib/services/intranet/normalize.ts).
import { compact, id, isObject, listOf, text } from '@/lib/services/intranet/normalize';
import type {
  Bericht,
  RatsinfoLogin,
  Ratsmitglied,
  Ratsdokument,
  Sitzung,
  Tagesordnungspunkt,
} from './ratsinfo-service';

export function toLogin(answer: unknown): RatsinfoLogin | null {
  if (!isObject(answer)) return null;
  const memberId = id(answer.id);
  const token = text(answer.token);
  if (memberId === undefined || !token) return null;
  return {
    id: String(memberId),
    token,
    pw_geaendert: answer.pw_geaendert === true || answer.pw_geaendert === 1 || answer.pw_geaendert === 'true',
  };
}

function bereich(value: unknown): string | undefined {
  if (isObject(value)) return text(value.bezeichnung) ?? text(value.name) ?? text(value.titel);
  return text(value);
}

export function toMember(answer: unknown, pwGeaendert: boolean): Ratsmitglied | null {
  if (!isObject(answer)) return null;
  const kontakt = isObject(answer.kontakt) ? answer.kontakt : {};
  const bereiche = Array.isArray(answer.taetigkeitsbereiche)
    ? answer.taetigkeitsbereiche.map(bereich).filter((b): b is string => Boolean(b))
    : [];
  return {
    vorname: text(answer.vorname) ?? '',
    nachname: text(answer.nachname) ?? '',
    email: text(kontakt.email) ?? '',
    taetigkeitsbereiche: bereiche,
    pw_geaendert: pwGeaendert,
  };
}

function toDokument(value: unknown): Ratsdokument | null {
  if (!isObject(value)) return null;
  const titel = text(value.titel);
  const url = text(value.url);
  return titel && url ? { id: id(value.id) ?? null, titel, url } : null;
}

const dokumente = (value: unknown) => compact((Array.isArray(value) ? value : []).map(toDokument));

function toPunkt(value: unknown): Tagesordnungspunkt | null {
  if (!isObject(value)) return null;
  const titel = text(value.titel);
  if (!titel) return null;
  return {
    nummer: text(value.nummer) ?? '',
    titel,
    oeffentlich: value.oeffentlich !== false,
    beschluss: text(value.beschluss) ?? null,
    dokumente: dokumente(value.dokumente),
  };
}

export function toSitzung(value: unknown): Sitzung | null {
  if (!isObject(value)) return null;
  const sitzungId = id(value.id);
  const titel = text(value.titel);
  const beginn = text(value.beginn);
  if (sitzungId === undefined || !titel || !beginn || Number.isNaN(Date.parse(beginn))) return null;
  return {
    id: sitzungId,
    titel,
    gremium: text(value.gremium) ?? '',
    beginn,
    ende: text(value.ende) ?? null,
    ort: text(value.ort) ?? '',
    oeffentlich: value.oeffentlich !== false,
    hinweis: text(value.hinweis) ?? '',
    tagesordnung: compact((Array.isArray(value.tagesordnung) ? value.tagesordnung : []).map(toPunkt)),
    dokumente: dokumente(value.dokumente),
  };
}

export function toBericht(value: unknown): Bericht | null {
  if (!isObject(value)) return null;
  const berichtId = id(value.id);
  const titel = text(value.titel);
  if (berichtId === undefined || !titel) return null;
  return {
    id: berichtId,
    titel,
    gremium: text(value.gremium) ?? '',
    datum: text(value.datum) ?? '',
    zusammenfassung: text(value.zusammenfassung) ?? '',
    dokumente: dokumente(value.dokumente),
  };
}

export const sitzungen = (answer: unknown) => compact(listOf(answer).map(toSitzung));
export const berichte = (answer: unknown) => compact(listOf(answer).map(toBericht));
