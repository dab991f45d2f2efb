// The automation webhooks of spec section 7 ('Booking'), named with the municipality's short name.
import { fetchJson, UpstreamError } from '@/lib/http/fetch-json';
import { validate_reservierte_termine } from '@/codegen/out/validators';
import type { RadReservation, RaumReservation } from './booking-types';
import type { Buchungsart } from '@/codegen/out/form-names';

export interface AutomationClient {
  reservedDates(kind: 'ebike' | 'lastenrad'): Promise<RadReservation[]>;
  raumReservedDates(raumId: string): Promise<RaumReservation[]>;
  findRaum(branchenId: string): Promise<string | null>;
  cancel(kind: Buchungsart, uuid: string): Promise<boolean>;
}

export function webhookPaths(municipality: string) {
  const hook = (name: string) => `/automation/webhook/${name}`;
  return {
    reserved: { ebike: hook(`${municipality}-ebike`), lastenrad: hook(`${municipality}-leihanfragen`) },
    rooms: hook(`${municipality}-raeume`),
    roomReserved: hook(`${municipality}-raumanfragen`),
    cancel: {
      ebike: hook(`${municipality}-ebike-stornieren`),
      lastenrad: hook(`${municipality}-leihanfragen-stornieren`),
      // The spec names this one without the municipality.
      raum: hook('raum-reservierung-stornierung'),
    },
  } as const;
}

export function createHttpAutomation(baseUrl: string, municipality: string, timeoutMs: number): AutomationClient {
  const paths = webhookPaths(municipality);
  async function reserved(path: string, query?: Record<string, string>): Promise<unknown[]> {
    const { body } = await fetchJson(baseUrl, path, { query, timeoutMs });
    if (!validate_reservierte_termine(body))
      throw new UpstreamError('Ungültige Antwort: reserved_dates', baseUrl + path);
    return (body as { reserved_dates: unknown[] }).reserved_dates;
  }
  return {
    async reservedDates(kind) {
      const dates = (await reserved(paths.reserved[kind])) as RadReservation[];
      return dates.filter((r) => r.datum_von && r.datum_bis);
    },
    async raumReservedDates(raumId) {
      const dates = (await reserved(paths.roomReserved, { raum: raumId })) as RaumReservation[];
      return dates.filter((r) => r.datum);
    },
    async findRaum(branchenId) {
      const { body } = await fetchJson(baseUrl, paths.rooms, { query: { branchenId }, timeoutMs });
      const id = (body as { results?: { id?: unknown }[] } | null)?.results?.[0]?.id;
      return typeof id === 'number' || (typeof id === 'string' && id !== '') ? String(id) : null;
    },
    async cancel(kind, uuid) {
      try {
        await fetchJson(baseUrl, paths.cancel[kind], { method: 'POST', body: { uuid }, timeoutMs });
        return true;
      } catch (error) {
        // The answer is not read (spec section 7): a 2xx that is not JSON still succeeded.
        if (error instanceof UpstreamError && error.message === 'Antwort ist kein JSON') return true;
        if (error instanceof UpstreamError && error.status !== undefined && error.status < 500) return false;
        throw error;
      }
    },
  };
}
