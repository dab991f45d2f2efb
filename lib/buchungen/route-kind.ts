import { isBuchungsart, type Buchungsart } from './types';

/** The `[art]` segment of a booking API route, or null for anything else. */
export function routeKind(value: string | string[] | undefined): Buchungsart | null {
  return isBuchungsart(value) ? value : null;
}
