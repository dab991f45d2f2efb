export { buildCalendar, icsFileName, PRODID, type IcalEvent, type IcalCalendar } from './calendar';
export { escapeText, foldLine, joinLines } from './rfc5545';
export { veranstaltungZuIcal, adresseVon, type Veranstaltung, type Veranstaltungsrubrik } from './veranstaltung';
export { abfuhrZuIcal, type Abfuhrtermin, type Abfuhrbezirk, type Abfuhrkalender } from './abfuhr';
