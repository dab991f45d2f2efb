// The council information system's CMS answers, checked against their schemas
// (schemas/entities/ratsinfo-*) and reshaped into the service's types once, here. Agenda items
// and documents are checked one by one: a bad one is left out, not the whole meeting.
import {
  validate_ratsinfo_anmeldung,
  validate_ratsinfo_bericht,
  validate_ratsinfo_dokument,
  validate_ratsinfo_mitglied,
  validate_ratsinfo_sitzung,
  validate_ratsinfo_tagesordnungspunkt,
} from '@/codegen/out/validators';
import type {
  RatsinfoAnmeldungAntwort,
  RatsinfoBerichtAntwort,
  RatsinfoDokumentAntwort,
  RatsinfoMitgliedAntwort,
  RatsinfoSitzungAntwort,
  RatsinfoTagesordnungspunktAntwort,
} from '@/codegen/out/types';
import { validAnswer, validEntries } from '@/lib/services/upstream-entries';
import type {
  Bericht,
  RatsinfoLogin,
  Ratsdokument,
  Ratsmitglied,
  Sitzung,
  Tagesordnungspunkt,
} from './ratsinfo-service';

export function reshapeLogin(answer: unknown): RatsinfoLogin | null {
  const login = validAnswer<RatsinfoAnmeldungAntwort>(answer, validate_ratsinfo_anmeldung, 'ratsinfo-anmeldung');
  if (!login) return null;
  const flag = login.pw_geaendert;
  return { id: String(login.id), token: login.token, pw_geaendert: flag === true || flag === 1 || flag === 'true' };
}

function bereich(value: string | number | { bezeichnung?: string; name?: string; titel?: string }): string {
  return typeof value === 'object' ? (value.bezeichnung ?? value.name ?? value.titel ?? '') : String(value);
}

/** The member; `pw_geaendert` is true unless the CMS says false. */
export function reshapeMember(answer: unknown): Ratsmitglied | null {
  const m = validAnswer<RatsinfoMitgliedAntwort>(answer, validate_ratsinfo_mitglied, 'ratsinfo-mitglied');
  if (!m) return null;
  return {
    vorname: m.vorname ?? '',
    nachname: m.nachname ?? '',
    email: m.kontakt?.email ?? '',
    taetigkeitsbereiche: (m.taetigkeitsbereiche ?? []).map(bereich).filter(Boolean),
    pw_geaendert: m.pw_geaendert !== false,
  };
}

const dokumente = (list: unknown): Ratsdokument[] =>
  validEntries<RatsinfoDokumentAntwort, Ratsdokument>(
    list ?? [],
    validate_ratsinfo_dokument,
    'ratsinfo-dokument',
    ({ id, titel, url }) => ({ id: id ?? null, titel, url }),
  );

const tagesordnung = (list: unknown): Tagesordnungspunkt[] =>
  validEntries<RatsinfoTagesordnungspunktAntwort, Tagesordnungspunkt>(
    list ?? [],
    validate_ratsinfo_tagesordnungspunkt,
    'ratsinfo-tagesordnungspunkt',
    (p) => ({
      nummer: p.nummer === null || p.nummer === undefined ? '' : String(p.nummer),
      titel: p.titel,
      oeffentlich: p.oeffentlich !== false,
      beschluss: p.beschluss ?? null,
      dokumente: dokumente(p.dokumente),
    }),
  );

function toSitzung(s: RatsinfoSitzungAntwort): Sitzung | null {
  if (Number.isNaN(Date.parse(s.beginn))) return null;
  return {
    id: s.id,
    titel: s.titel,
    gremium: s.gremium ?? '',
    beginn: s.beginn,
    ende: s.ende ?? null,
    ort: s.ort ?? '',
    oeffentlich: s.oeffentlich !== false,
    hinweis: s.hinweis ?? '',
    tagesordnung: tagesordnung(s.tagesordnung),
    dokumente: dokumente(s.dokumente),
  };
}

export const reshapeSitzungen = (answer: unknown): Sitzung[] =>
  validEntries(answer, validate_ratsinfo_sitzung, 'ratsinfo-sitzung', toSitzung);

export function reshapeSitzung(answer: unknown): Sitzung | null {
  const sitzung = validAnswer<RatsinfoSitzungAntwort>(answer, validate_ratsinfo_sitzung, 'ratsinfo-sitzung');
  return sitzung && toSitzung(sitzung);
}

export const reshapeBerichte = (answer: unknown): Bericht[] =>
  validEntries<RatsinfoBerichtAntwort, Bericht>(answer, validate_ratsinfo_bericht, 'ratsinfo-bericht', (b) => ({
    id: b.id,
    titel: b.titel,
    gremium: b.gremium ?? '',
    datum: b.datum ?? '',
    zusammenfassung: b.zusammenfassung ?? '',
    dokumente: dokumente(b.dokumente),
  }));
