// Structured opening hours (oeffnungszeitenStrukturiert): one row per weekday, Monday to Sunday.
import { aktuelleAbweichungen } from './abweichungen';
import { GESCHLOSSEN, TAG_LABEL, tageVon } from './labels';
import { mittwochGeschlossen } from './mittwoch';
import { formatSpanne } from './zeiten';
import {
  WOCHENTAGE,
  type OeffnungszeitenAnzeige,
  type OeffnungszeitenStrukturiert,
  type Wochentag,
  type Zeile,
} from './types';

export function strukturierteZeilen(strukturiert: OeffnungszeitenStrukturiert): Zeile[] {
  const proTag = new Map<Wochentag, { beginn: string; text: string }[]>();
  for (const zeit of strukturiert.regulaereZeiten ?? []) {
    const text = formatSpanne(zeit);
    if (!text) continue;
    for (const tag of tageVon(zeit.tagestyp)) {
      const list = proTag.get(tag) ?? [];
      if (!list.some((z) => z.text === text)) list.push({ beginn: zeit.beginn, text });
      proTag.set(tag, list);
    }
  }
  const mitZeiten = new Set(proTag.keys());
  const zeilen: Zeile[] = [];
  for (const tag of WOCHENTAGE) {
    const zeiten = proTag.get(tag);
    if (zeiten?.length) {
      zeilen.push({
        tage: TAG_LABEL[tag],
        zeiten: zeiten.sort((a, b) => a.beginn.localeCompare(b.beginn)).map((z) => z.text),
        geschlossen: false,
      });
    } else if (tag === 'MITTWOCH' && mittwochGeschlossen(mitZeiten)) {
      zeilen.push({ tage: TAG_LABEL.MITTWOCH, zeiten: [], geschlossen: true });
    }
  }
  return zeilen;
}

export function strukturierteAnzeige(
  strukturiert: OeffnungszeitenStrukturiert,
  now: Date = new Date(),
): OeffnungszeitenAnzeige {
  const zeilen = strukturierteZeilen(strukturiert);
  return {
    gruppen: zeilen.length ? [{ titel: 'Öffnungszeiten', zeilen }] : [],
    abweichungen: aktuelleAbweichungen(strukturiert.abweichendeZeiten, now),
  };
}

export { GESCHLOSSEN };
