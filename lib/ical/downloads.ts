// The iCal downloads behind pages/api/ical: fetch from the CMS (with its timeout), check and reshape the
// answer against its entity schema like the page pipeline does, map, build.
import type { Abfuhrkalender, Veranstaltung } from '@/codegen/out/types';
import { validate_abfuhrkalender, validate_veranstaltung } from '@/codegen/out/validators';
import type { CmsService } from '@/lib/services/cms/cms-service';
import { reportError } from '@/lib/error-reporting';
import { reshapeAnswer } from '@/lib/validation/reshape-answer';
import { buildCalendar, icsFileName } from './calendar';
import { veranstaltungZuIcal } from './veranstaltung';
import { abfuhrZuIcal } from './abfuhr';

export type IcalResult = { ok: true; fileName: string; body: string } | { ok: false; status: number; message: string };

const NICHT_GEFUNDEN = 'Der Termin wurde nicht gefunden.';
const FEHLER = 'Der Kalender kann gerade nicht erstellt werden. Bitte versuchen Sie es später erneut.';

export const WASTE_ENDPOINT = '/api/cms/abfuhrtermine';
export const EVENTS_ENDPOINT = '/api/cms/veranstaltungen';

async function fetchBody(cms: CmsService, endpoint: string): Promise<{ status: number; body: unknown } | null> {
  try {
    return await cms.call(endpoint, {});
  } catch (error) {
    reportError(error, { message: `iCal: Abruf ${endpoint} fehlgeschlagen`, tags: { endpoint } });
    return null;
  }
}

export async function veranstaltungIcal(
  cms: CmsService,
  rawId: string,
  siteUrl: string,
  now?: Date,
): Promise<IcalResult> {
  if (!/^\d{1,10}$/.test(rawId)) return { ok: false, status: 400, message: 'Ungültige Veranstaltungsnummer.' };
  const answer = await fetchBody(cms, `${EVENTS_ENDPOINT}/${rawId}`);
  if (!answer) return { ok: false, status: 502, message: FEHLER };
  const v = answer.status < 300 ? reshapeAnswer<Veranstaltung>(validate_veranstaltung, answer.body).value : null;
  if (!v || !v.dateFrom) {
    return answer.status >= 500
      ? { ok: false, status: 502, message: FEHLER }
      : { ok: false, status: 404, message: NICHT_GEFUNDEN };
  }
  try {
    return {
      ok: true,
      fileName: icsFileName(v.titel),
      body: buildCalendar({
        name: v.titel,
        events: [veranstaltungZuIcal({ ...v, id: v.id ?? Number(rawId) }, siteUrl)],
        now,
      }),
    };
  } catch {
    return { ok: false, status: 404, message: NICHT_GEFUNDEN };
  }
}

export async function abfuhrIcal(
  cms: CmsService,
  bezirkId: string,
  art: string | undefined,
  now?: Date,
): Promise<IcalResult> {
  const answer = await fetchBody(cms, WASTE_ENDPOINT);
  if (!answer || answer.status >= 300) return { ok: false, status: 502, message: FEHLER };
  const kalender = reshapeAnswer<Abfuhrkalender>(validate_abfuhrkalender, answer.body).value;
  const bezirk = kalender?.bezirke.find((b) => b.id === bezirkId);
  if (!bezirk) return { ok: false, status: 404, message: 'Diesen Abfuhrbezirk gibt es nicht.' };
  const events = abfuhrZuIcal(bezirk, art);
  if (!events.length) return { ok: false, status: 404, message: 'Für diese Auswahl gibt es keine Abfuhrtermine.' };
  const name = `Abfuhrtermine ${bezirk.name}${art ? ` – ${art}` : ''}`;
  return { ok: true, fileName: icsFileName(name), body: buildCalendar({ name, events, now }) };
}
