import { isBuchungsart, type Buchungsart } from '@/codegen/out/form-names';

/** The `[art]` segment of a booking API route, or null for anything else. */
export function routeKind(value: string | string[] | undefined): Buchungsart | null {
  return isBuchungsart(value) ? value : null;
}
