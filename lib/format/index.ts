export { berlin, nowInBerlin, todayInBerlin, TIME_ZONE } from './dayjs';
export { formatDatum, formatDatumMitWochentag, formatZeit } from './datum';
export { formatEuro } from './geld';
export { filterTelefon, telefonHref } from './telefon';
export { formatDatumsbereich, formatUhrzeitbereich, formatTermin, isoStart, isoEnde, type Termin } from './zeitraum';
