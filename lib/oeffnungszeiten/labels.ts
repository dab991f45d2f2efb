import type { Oeffnungszeittyp, Tagestyp, Wochentag } from './types';
import { WOCHENTAGE } from './types';

export const TAG_LABEL: Record<Tagestyp, string> = {
  MONTAG: 'Montag',
  DIENSTAG: 'Dienstag',
  MITTWOCH: 'Mittwoch',
  DONNERSTAG: 'Donnerstag',
  FREITAG: 'Freitag',
  SAMSTAG: 'Samstag',
  SONNTAG: 'Sonntag',
  ARBEITSTAG_MO_FR: 'Montag bis Freitag',
};

/** Spec section 3: an entry without day types is labelled 'Montag bis Samstag'. */
export const DEFAULT_TAGE_LABEL = 'Montag bis Samstag';

export const TYP_TITEL: Record<Oeffnungszeittyp, string> = {
  ALLGEMEINE_OEFFNUNGSZEIT: 'Öffnungszeiten',
  SERVICEZEIT: 'Servicezeiten',
  TELEFONISCHE_ERREICHBARKEIT: 'Telefonische Erreichbarkeit',
};

export const GESCHLOSSEN = 'geschlossen';

/** Position in the week, Monday = 0; Monday to Friday sorts as Monday. */
export function tagIndex(tag: Tagestyp): number {
  return tag === 'ARBEITSTAG_MO_FR' ? 0 : WOCHENTAGE.indexOf(tag as Wochentag);
}

/** The weekdays a day type covers. */
export function tageVon(tag: Tagestyp): Wochentag[] {
  return tag === 'ARBEITSTAG_MO_FR' ? ['MONTAG', 'DIENSTAG', 'MITTWOCH', 'DONNERSTAG', 'FREITAG'] : [tag];
}
