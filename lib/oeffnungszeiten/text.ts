// Text rendering of opening-hours entries (typ, hinweisText, tagestyp, zeiten): grouped by kind,
// each group ordered Monday to Sunday.
import { DEFAULT_TAGE_LABEL, TAG_LABEL, TYP_TITEL, tagIndex, tageVon } from './labels';
import { mittwochGeschlossen } from './mittwoch';
import { formatSpanne } from './zeiten';
import type { Gruppe, Oeffnungszeittyp, OeffnungszeitEintrag, Tagestyp, Wochentag, Zeile } from './types';

const TYP_REIHENFOLGE: Oeffnungszeittyp[] = ['ALLGEMEINE_OEFFNUNGSZEIT', 'SERVICEZEIT', 'TELEFONISCHE_ERREICHBARKEIT'];

/** 'Montag', 'Montag bis Freitag', 'Dienstag und Donnerstag', 'Montag, Mittwoch und Freitag'; no days -> 'Montag bis Samstag'. */
export function tageLabel(tagestyp: Tagestyp[] | undefined): string {
  const tage = [...new Set(tagestyp ?? [])].sort((a, b) => tagIndex(a) - tagIndex(b));
  if (!tage.length) return DEFAULT_TAGE_LABEL;
  const labels = tage.map((t) => TAG_LABEL[t]);
  return labels.length === 1 ? labels[0]! : `${labels.slice(0, -1).join(', ')} und ${labels.at(-1)}`;
}

function ersterTag(eintrag: OeffnungszeitEintrag): number {
  const tage = eintrag.tagestyp ?? [];
  // Entries without days stand for Monday to Saturday and so start on Monday.
  return tage.length ? Math.min(...tage.map(tagIndex)) : 0;
}

function gruppeFuer(typ: Oeffnungszeittyp, eintraege: OeffnungszeitEintrag[]): Gruppe {
  const sortiert = [...eintraege].sort((a, b) => ersterTag(a) - ersterTag(b));
  const zeilen: Zeile[] = [];
  const mitZeiten = new Set<Wochentag>();
  for (const eintrag of sortiert) {
    const zeiten = (eintrag.zeiten ?? []).map(formatSpanne).filter((z): z is string => Boolean(z));
    if (zeiten.length) (eintrag.tagestyp ?? []).flatMap(tageVon).forEach((t) => mitZeiten.add(t));
    zeilen.push({ tage: tageLabel(eintrag.tagestyp), zeiten, geschlossen: zeiten.length === 0 });
  }
  const explizitMittwoch = sortiert.some((e) => (e.tagestyp ?? []).some((t) => tageVon(t).includes('MITTWOCH')));
  if (!explizitMittwoch && mittwochGeschlossen(mitZeiten)) {
    // Wednesday goes after the last row that starts before it.
    const at = sortiert.findIndex((e) => ersterTag(e) > 2);
    zeilen.splice(at === -1 ? zeilen.length : at, 0, { tage: TAG_LABEL.MITTWOCH, zeiten: [], geschlossen: true });
  }
  const hinweise = [...new Set(sortiert.map((e) => e.hinweisText?.trim()).filter((h): h is string => Boolean(h)))];
  return { titel: TYP_TITEL[typ], ...(hinweise.length ? { hinweis: hinweise.join(' ') } : {}), zeilen };
}

export function textGruppen(eintraege: OeffnungszeitEintrag[] | undefined): Gruppe[] {
  const list = eintraege ?? [];
  return TYP_REIHENFOLGE.filter((typ) => list.some((e) => e.typ === typ)).map((typ) =>
    gruppeFuer(
      typ,
      list.filter((e) => e.typ === typ),
    ),
  );
}
