// What the desk's API routes do: a submission's state and notes (`/api/redaktion/eingaenge/<id>/<aktion>`), a kind's
// office and retention (`/api/redaktion/eingangsarten/<art>/…`), a decision on a booking request or a lifted block
// (`/api/redaktion/buchungen/<uuid>/…`), blocked days (`/api/redaktion/buchungen`) and a resident's request for access
// or deletion (`/api/redaktion/auskunft/…`). The store decides who may (lib/redaktion/store/eingaenge.ts,
// buchungsdesk.ts, auskunft.ts). With the hosted form service or automation configured, those do this work: the
// desk changes nothing and says so.
import { getConfig } from '@/lib/config';
import type {
  AuskunftApi,
  BuchungApi,
  BuchungenApi,
  EingangApi,
  EingangsArtApi,
} from '@/lib/redaktion/shared/api-contract';
import { DESK_TEXTE } from '@/lib/redaktion/shared/eingaenge';
import { RedaktionError } from '@/lib/redaktion/shared/types';
import { exportAuskunft, loescheAuskunft, sucheAuskunft } from '@/lib/redaktion/store/auskunft';
import { entscheideBuchung, listRessourcen, sperreAufheben, sperreTage } from '@/lib/redaktion/store/buchungsdesk';
import { mailErledigt } from '@/lib/redaktion/store/desk-mails';
import { addNotiz, loadDesk, setZustand } from '@/lib/redaktion/store/eingaenge';
import { setArt } from '@/lib/redaktion/store/eingangs-arten';
import type { ActionsOf, MethodsOf } from './api-route';
import { deliverSoon } from './desk-jobs';

const param = (value: unknown) => (Array.isArray(value) ? String(value[0] ?? '') : String(value ?? ''));

/** The inbox is the form service's when FORM_SERVICE_URL is set. */
export function requireOwnInbox(): void {
  if (getConfig().formServiceUrl) throw new RedaktionError(409, DESK_TEXTE.formulardienst);
}

/** The booking desk is the automation's when AUTOMATION_URL is set. */
export function requireOwnBookings(): void {
  if (getConfig().automationUrl) throw new RedaktionError(409, DESK_TEXTE.automation);
}

export const EINGANG_ACTIONS = {
  zustand: {
    async POST({ db, actor, query, body }) {
      requireOwnInbox();
      const desk = await loadDesk(db);
      const result = await setZustand(db, actor, desk, param(query.id), body, async (tx, daten, formular) => {
        // A form that offered the sender a note when it is done (the damage report's „Rückmeldung“).
        const rueckmeldung = desk.config.arten[formular]?.rueckmeldung;
        if (!rueckmeldung || daten[rueckmeldung.feld] !== true) return;
        const amtId = desk.arten.find((a) => a.art === formular)?.abteilung?.id;
        await mailErledigt(tx, desk.aemter.find((a) => a.id === amtId) ?? null, param(query.id), daten, rueckmeldung);
      });
      deliverSoon(db);
      return { status: 200, body: result };
    },
  },
  notiz: {
    async POST({ db, actor, query, body }) {
      requireOwnInbox();
      return { status: 201, body: await addNotiz(db, actor, await loadDesk(db), param(query.id), body) };
    },
  },
} satisfies ActionsOf<EingangApi>;

export const EINGANGSART_ACTIONS = {
  speichern: {
    async POST({ db, actor, query, body }) {
      const desk = await loadDesk(db);
      const art = param(query.art);
      await setArt(db, actor, art, body, desk.aemter, desk.config);
      const after = (await loadDesk(db)).arten.find((a) => a.art === art)!;
      return { status: 200, body: { art: after } };
    },
  },
} satisfies ActionsOf<EingangsArtApi>;

export const BUCHUNGEN_ACTIONS = {
  async POST({ db, actor, body }) {
    requireOwnBookings();
    const buchung = await sperreTage(db, actor, await loadDesk(db), await listRessourcen(), body);
    return { status: 201, body: { buchung } };
  },
} satisfies MethodsOf<BuchungenApi>;

export const BUCHUNG_ACTIONS = {
  entscheiden: {
    async POST({ db, actor, query, body }) {
      requireOwnBookings();
      const buchung = await entscheideBuchung(
        db,
        actor,
        await loadDesk(db),
        await listRessourcen(),
        param(query.uuid),
        body,
      );
      deliverSoon(db);
      return { status: 200, body: { buchung } };
    },
  },
  aufheben: {
    async POST({ db, actor, query, body }) {
      requireOwnBookings();
      await sperreAufheben(db, actor, await loadDesk(db), param(query.uuid), body);
      return { status: 200, body: { aufgehoben: true as const } };
    },
  },
} satisfies ActionsOf<BuchungApi>;

export const AUSKUNFT_ACTIONS = {
  suchen: {
    async POST({ db, actor, body }) {
      return { status: 200, body: { treffer: await sucheAuskunft(db, actor, await loadDesk(db), body.email) } };
    },
  },
  exportieren: {
    async POST({ db, actor, body }) {
      return { status: 200, body: await exportAuskunft(db, actor, await loadDesk(db), body.email) };
    },
  },
  loeschen: {
    async POST({ db, actor, body }) {
      return { status: 200, body: { geloescht: await loescheAuskunft(db, actor, body.email, body.anzahl) } };
    },
  },
} satisfies ActionsOf<AuskunftApi>;
