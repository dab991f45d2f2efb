// Opening hours of offices and directory entries: either form the CMS sends becomes one display model.
import { strukturierteAnzeige } from './strukturiert';
import { textGruppen } from './text';
import type { OeffnungszeitEintrag, OeffnungszeitenAnzeige, OeffnungszeitenStrukturiert } from './types';

export interface MitOeffnungszeiten {
  oeffnungszeitenStrukturiert?: OeffnungszeitenStrukturiert | null;
  oeffnungszeiten?: OeffnungszeitEintrag[] | null;
}

/** Structured hours win when present; text entries are added as their own groups. */
export function oeffnungszeitenAnzeige(quelle: MitOeffnungszeiten, now: Date = new Date()): OeffnungszeitenAnzeige {
  const strukturiert = quelle.oeffnungszeitenStrukturiert
    ? strukturierteAnzeige(quelle.oeffnungszeitenStrukturiert, now)
    : { gruppen: [], abweichungen: [] };
  return {
    gruppen: [...strukturiert.gruppen, ...textGruppen(quelle.oeffnungszeiten ?? undefined)],
    abweichungen: strukturiert.abweichungen,
  };
}

export { strukturierteAnzeige, strukturierteZeilen } from './strukturiert';
export { textGruppen, tageLabel } from './text';
export { istAktuell, aktuelleAbweichungen } from './abweichungen';
export { mittwochGeschlossen } from './mittwoch';
export { DEFAULT_TAGE_LABEL, GESCHLOSSEN, TAG_LABEL, TYP_TITEL } from './labels';
export * from './types';
