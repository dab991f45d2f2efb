// Which files a collection's import reads: CSV for every collection, an iCalendar feed for the events (its VEVENTs
// map to their fields, lib/redaktion/shared/ical-import.ts). Browser-safe.

/** The collections an iCalendar feed can fill (their entries are events with days and times). */
export const ICS_SAMMLUNGEN: readonly string[] = ['veranstaltungen'];
