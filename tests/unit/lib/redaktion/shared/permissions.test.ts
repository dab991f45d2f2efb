// The permission table (lib/redaktion/shared/permissions.ts) is what the API does: every action × role × state of
// the page or version is taken through the actions the API routes call (the session check is the route's shell, the
// audit log and settings routes call the store directly), and the answer compared with the table: a refusal with
// its status and German reason, an allowed action carried out. Also: the database's list of
// roles is the table's.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Seite } from '@/codegen/out/types';
import type { Database } from '@/lib/db/database';
import sharp from 'sharp';
import { LIBRARY_ACTIONS, MEDIUM_ACTIONS } from '@/lib/medien/media-actions';
import { uploadMedium } from '@/lib/medien/media-store';
import type { ActionInput } from '@/lib/redaktion/actions/api-route';
import { readAudit } from '@/lib/redaktion/store/audit';
import { readContentReport } from '@/lib/redaktion/store/content-report';
import { MENU_ACTIONS } from '@/lib/redaktion/actions/menu-actions';
import { BANNER_ACTIONS, BANNERS_ACTIONS } from '@/lib/redaktion/actions/banner-actions';
import { publishWarnmeldungNow, saveWarnmeldung, submitWarnmeldung } from '@/lib/redaktion/store/warnmeldungen';
import { saveMenuVersion } from '@/lib/redaktion/store/menus';
import { PAGE_ACTIONS, PAGES_ACTIONS } from '@/lib/redaktion/actions/page-actions';
import { COLLECTION_ACTIONS } from '@/lib/redaktion/actions/entry-actions';
import { ACCOUNT_ACTIONS } from '@/lib/redaktion/actions/account-actions';
import { RELEASE_ACTIONS, RELEASES_ACTIONS } from '@/lib/redaktion/actions/release-actions';
import { addPart, createRelease, planRelease, submitRelease } from '@/lib/redaktion/store/releases';
import { publishRelease, withdrawRelease } from '@/lib/redaktion/store/release-publication';
import { ownerOfPath } from '@/lib/redaktion/store/page-scope';
import { publishPageVersion, savePageVersion } from '@/lib/redaktion/store/page-versions';
import { archivePage, createPage, renamePage } from '@/lib/redaktion/store/pages';
import { schedule } from '@/lib/redaktion/store/schedules';
import { createShareLink } from '@/lib/redaktion/store/share-links';
import { writeSettings } from '@/lib/redaktion/store/settings';
import {
  AKTIONEN,
  entscheide,
  RECHTE,
  ROLLEN,
  SEITEN_AKTIONEN,
  zustaendeVon,
  type Aktion,
  type Rolle,
  type Zustand,
} from '@/lib/redaktion/shared/permissions';
import { RedaktionError, type Actor } from '@/lib/redaktion/shared/types';
import { submitForApproval } from '@/lib/redaktion/store/workflow';
import { onEachDatabase } from '../../../support/databases';
import {
  AUSKUNFT_ACTIONS,
  BUCHUNG_ACTIONS,
  BUCHUNGEN_ACTIONS,
  EINGANG_ACTIONS,
  EINGANGSART_ACTIONS,
} from '@/lib/redaktion/actions/desk-actions';
import { listEingaenge, loadDesk } from '@/lib/redaktion/store/eingaenge';
import { planExport } from '@/lib/redaktion/store/eingang-export';
import { storeSubmission } from '@/lib/redaktion/store/submission-inbox';
import { insertBooking } from '@/lib/services/automation/booking-store';
import { addDays, todayInBerlin } from '@/lib/format/kalendertag';

/** Who writes and approves the fixtures: never one of the actors walked, so four eyes never decides. */
const wilma: Actor = { id: 'w-1', name: 'Wilma Schreiberin', role: 'redaktion' };
const xaver: Actor = { id: 'x-1', name: 'Xaver Admin', role: 'admin' };
const walkers: Record<Rolle, Actor> = {
  redaktion: { id: 'r-1', name: 'Rita Redaktion', role: 'redaktion' },
  freigabe: { id: 'f-1', name: 'Franz Freigabe', role: 'freigabe' },
  admin: { id: 'a-1', name: 'Ada Admin', role: 'admin' },
};

const envelope = (text: string): Seite =>
  ({
    pageLayout: 'default',
    title: 'Probe',
    content: [{ template: 'text', slotName: 'main', options: { text: `<p>${text}</p>` } }],
  }) as Seite;

/** A small PNG, another each time (the library may know a file it has already). */
let images = 0;
const probeImage = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: ++images % 256, g: 90, b: 60 } } })
    .png()
    .toBuffer();

/** What the preview renders of a valid version: one h1, nothing the accessibility rules refuse. */
const renderVersion = async () => '<main><h1>Probe</h1><p>Text</p></main>';

/** Tomorrow at this time, as a Berlin `datetime-local` value. */
function tomorrow(): string {
  const parts = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(Date.now() + 86_400_000));
  return parts.replace(' ', 'T');
}

/** A valid menu, different each time (an unchanged save stores nothing). */
let menus = 0;
const menu = () => ({ menuItems: [{ title: `Impressum ${++menus}`, href: '/de/rechtliches/impressum' }] });

type Outcome = { ok: true } | { ok: false; status: number; message: string };

onEachDatabase('the permission table is what the API does', (open) => {
  let db: Database;
  let paths = 0;
  let bookings = 0;
  const nextPath = () => `/de/rechte-${++paths}`;

  beforeAll(async () => {
    db = await open();
  }, 120_000);

  const input = (
    actor: Actor,
    query: ActionInput['query'],
    body: Record<string, unknown> = {},
    upload?: Buffer,
  ): ActionInput => ({ db, actor, query, body, upload, renderVersion });

  /** A page of Wilma's in this state; `versionId` is its newest version. */
  async function pageIn(state: Zustand): Promise<{ id: string; versionId: number; pfad: string }> {
    const pfad = nextPath();
    const { seite } = await createPage(db, wilma, { pfad, titel: 'Probe', layout: 'default' });
    let { version } = await savePageVersion(db, wilma, seite.id, envelope('Erste Fassung'));
    if (state === 'veroeffentlicht' || state === 'geaendert') {
      await submitForApproval(db, wilma, seite.id, version.id);
      await publishPageVersion(db, xaver, seite.id, version.id);
    }
    if (state === 'geaendert') ({ version } = await savePageVersion(db, wilma, seite.id, envelope('Zweite Fassung')));
    if (state === 'archiviert') await archivePage(db, wilma, seite.id);
    return { id: seite.id, versionId: version.id, pfad };
  }

  /** A live page of Wilma's with a version in this state. */
  async function versionIn(state: Zustand): Promise<{ id: string; versionId: number }> {
    if (state === 'entwurf') return pageIn('entwurf');
    if (state === 'veroeffentlicht') return pageIn('veroeffentlicht');
    const page = await pageIn(state === 'archiviert' ? 'veroeffentlicht' : 'entwurf');
    if (state === 'zur_freigabe') {
      await submitForApproval(db, wilma, page.id, page.versionId);
      return page;
    }
    // Archived: replaced by a newer publication.
    const { version } = await savePageVersion(db, wilma, page.id, envelope('Ersatz'));
    await submitForApproval(db, wilma, page.id, version.id);
    await publishPageVersion(db, xaver, page.id, version.id);
    return page;
  }

  /** An Änderungspaket holding a page of Wilma's, in this state (approved, planned and withdrawn by Xaver). */
  async function packageIn(state: Zustand): Promise<{ id: string }> {
    const { id: seite, versionId } = await pageIn('entwurf');
    const id = await createRelease(db, wilma, { titel: `Paket ${++paths}` });
    await addPart(db, wilma, id, { dokumentId: seite, versionId });
    if (state === 'entwurf') return { id };
    await submitRelease(db, wilma, id, {});
    const record = async () => [];
    if (state === 'geplant') await planRelease(db, xaver, id, new Date(Date.now() + 86_400_000));
    if (state === 'veroeffentlicht' || state === 'zurueckgezogen') await publishRelease(db, xaver, id, { record });
    if (state === 'zurueckgezogen') await withdrawRelease(db, xaver, id, { record });
    return { id };
  }
  const onPackage =
    (aktion: keyof typeof RELEASE_ACTIONS, body: Record<string, unknown> = {}) =>
    async (actor: Actor, state: Zustand | null) => {
      const { id } = await packageIn(state!);
      return (RELEASE_ACTIONS[aktion] as { POST: (i: ActionInput) => Promise<unknown> }).POST(
        input(actor, { id }, body),
      );
    };

  /** How each action is asked for, as its API route asks the store; an exhaustive map, so a new action needs one. */
  const CALLS: Record<Aktion, (actor: Actor, state: Zustand | null) => Promise<unknown>> = {
    seite_anlegen: (actor) =>
      PAGES_ACTIONS.POST!(input(actor, {}, { pfad: nextPath(), titel: 'Neu', layout: 'default' })),
    eintrag_anlegen: (actor) =>
      COLLECTION_ACTIONS.POST!(
        input(actor, { sammlung: 'ausschreibungen' }, { inhalt: { titel: `Ausschreibung ${++paths}` } }),
      ),
    async version_speichern(actor, state) {
      const { id } = await pageIn(state!);
      return PAGE_ACTIONS.versionen!.POST!(input(actor, { id }, { umschlag: envelope('Geändert') }));
    },
    async version_wiederherstellen(actor, state) {
      const { id, versionId } = await pageIn(state!);
      return PAGE_ACTIONS['version-wiederherstellen']!.POST!(input(actor, { id }, { versionId }));
    },
    async einreichen(actor, state) {
      const { id, versionId } = await versionIn(state!);
      return PAGE_ACTIONS.einreichen!.POST!(input(actor, { id }, { versionId }));
    },
    async zurueckweisen(actor, state) {
      const { id, versionId } = await versionIn(state!);
      return PAGE_ACTIONS.zurueckweisen!.POST!(input(actor, { id }, { versionId, grund: 'Bitte ergänzen.' }));
    },
    async veroeffentlichen(actor, state) {
      const { id, versionId } = await versionIn(state!);
      return PAGE_ACTIONS.veroeffentlichen!.POST!(input(actor, { id }, { versionId }));
    },
    async veroeffentlichung_planen(actor, state) {
      const { id, versionId } = await versionIn(state!);
      const body = { art: 'veroeffentlichen', versionId, zeitpunkt: tomorrow() };
      return PAGE_ACTIONS.termine!.POST!(input(actor, { id }, body));
    },
    async zuruecknahme_planen(actor, state) {
      const { id } = await pageIn(state!);
      return PAGE_ACTIONS.termine!.POST!(input(actor, { id }, { art: 'zurueckziehen', zeitpunkt: tomorrow() }));
    },
    async termin_abbrechen(actor) {
      const { id } = await pageIn('veroeffentlicht');
      const zeitpunkt = new Date(Date.now() + 86_400_000);
      const terminId = await schedule(db, xaver, id, { art: 'zurueckziehen', zeitpunkt });
      return PAGE_ACTIONS['termin-abbrechen']!.POST!(input(actor, { id }, { terminId }));
    },
    async zurueckziehen(actor, state) {
      const { id } = await pageIn(state!);
      return PAGE_ACTIONS.zurueckziehen!.POST!(input(actor, { id }));
    },
    async verschieben(actor, state) {
      const { id } = await pageIn(state!);
      return PAGE_ACTIONS.pfad!.POST!(input(actor, { id }, { pfad: nextPath() }));
    },
    async archivieren(actor, state) {
      const { id } = await pageIn(state!);
      return PAGE_ACTIONS.archivieren!.POST!(input(actor, { id }));
    },
    async seite_wiederherstellen(actor, state) {
      const { id } = await pageIn(state!);
      return PAGE_ACTIONS.wiederherstellen!.POST!(input(actor, { id }));
    },
    async weiterleitung_entfernen(actor, state) {
      // The page moved away from `pfad` (which now redirects to it); a new page at `pfad` drops the redirect.
      const page = await pageIn(state === 'archiviert' ? 'entwurf' : state!);
      await renamePage(db, xaver, page.id, nextPath());
      if (state === 'archiviert') await archivePage(db, wilma, page.id);
      return PAGES_ACTIONS.POST!(input(actor, {}, { pfad: page.pfad, titel: 'Neu', layout: 'default' }));
    },
    menue_speichern: (actor) => MENU_ACTIONS.versionen!.POST!(input(actor, { name: 'Footer' }, { menue: menu() })),
    async menue_veroeffentlichen(actor) {
      const { version } = await saveMenuVersion(db, wilma, 'Rechtliches', menu());
      return MENU_ACTIONS.veroeffentlichen!.POST!(input(actor, { name: 'Rechtliches' }, { versionId: version.id }));
    },
    medium_hochladen: async (actor) =>
      LIBRARY_ACTIONS.POST!(input(actor, { name: 'probe.png' }, {}, await probeImage())),
    async medium_aendern(actor) {
      const medium = await uploadMedium(db, xaver, 'probe.png', await probeImage());
      return MEDIUM_ACTIONS.loeschen!.POST!(input(actor, { id: medium.id }));
    },
    async seite_pruefen(actor, state) {
      const { id } = await pageIn(state!);
      return PAGE_ACTIONS.geprueft!.POST!(input(actor, { id }));
    },
    async zustaendigkeit_aendern(actor, state) {
      // The review date only: the page keeps its office.
      const { id } = await pageIn(state!);
      const abteilung = (await db.query<{ abteilung: number }>('SELECT abteilung FROM dokumente WHERE id = $1', [id]))
        .rows[0]!.abteilung;
      return PAGE_ACTIONS.zustaendigkeit!.POST!(input(actor, { id }, { abteilung, pruefenBis: '2099-01-01' }));
    },
    async entwurf_teilen(actor, state) {
      const { id, versionId } = await pageIn(state!);
      return PAGE_ACTIONS.entwurfslinks!.POST!(input(actor, { id }, { versionId, gueltigStunden: 24 }));
    },
    async entwurfslink_widerrufen(actor, state) {
      // The link is made while the page lives; a deleted page's links may still be ended.
      const page = await pageIn(state === 'archiviert' ? 'entwurf' : state!);
      const { link } = await createShareLink(db, wilma, page.id, {
        versionId: page.versionId,
        gueltigkeit: { gueltigStunden: 1 },
      });
      if (state === 'archiviert') await archivePage(db, wilma, page.id);
      return PAGE_ACTIONS['entwurfslink-widerrufen']!.POST!(input(actor, { id: page.id }, { linkId: link.id }));
    },
    async amt_uebergeben(actor, state) {
      const { id } = await pageIn(state!);
      const abteilung = (await db.query<{ abteilung: number }>('SELECT abteilung FROM dokumente WHERE id = $1', [id]))
        .rows[0]!.abteilung;
      const other = abteilung === 3 ? 4 : 3;
      return PAGE_ACTIONS.zustaendigkeit!.POST!(input(actor, { id }, { abteilung: other, pruefenBis: '2099-01-01' }));
    },
    // Each banner covers a part of the site of its own (the walk's pages' office), so an account limited to that
    // office may act on it.
    warnmeldung_schreiben: (actor) =>
      BANNERS_ACTIONS.POST!(input(actor, {}, { text: 'Probe', stufe: 'hinweis', bereich: nextPath() })),
    async warnmeldung_freigeben(actor) {
      const banner = await saveWarnmeldung(db, wilma, null, { text: 'Probe', stufe: 'hinweis', bereich: nextPath() });
      await submitWarnmeldung(db, wilma, banner.id);
      return BANNER_ACTIONS.freigeben!.POST!(input(actor, { id: banner.id }));
    },
    async warnmeldung_notfall(actor) {
      const banner = await saveWarnmeldung(db, wilma, null, { text: 'Probe', stufe: 'gefahr', bereich: nextPath() });
      return BANNER_ACTIONS.sofort!.POST!(input(actor, { id: banner.id }));
    },
    async warnmeldung_bestaetigen(actor) {
      const banner = await saveWarnmeldung(db, wilma, null, { text: 'Probe', stufe: 'gefahr', bereich: nextPath() });
      await publishWarnmeldungNow(db, xaver, banner.id);
      return BANNER_ACTIONS.bestaetigen!.POST!(input(actor, { id: banner.id }));
    },
    async warnmeldung_beenden(actor) {
      const banner = await saveWarnmeldung(db, wilma, null, { text: 'Probe', stufe: 'hinweis', bereich: nextPath() });
      await publishWarnmeldungNow(db, xaver, banner.id);
      return BANNER_ACTIONS.beenden!.POST!(input(actor, { id: banner.id }));
    },
    protokoll_lesen: (actor) => readAudit(db, actor),
    inhaltspruefung_lesen: (actor) => readContentReport(db, actor),
    einstellungen_aendern: (actor) => writeSettings(db, actor, { vierAugen: true }),
    paket_anlegen: (actor) => RELEASES_ACTIONS.POST(input(actor, {}, { titel: 'Neues Paket' })),
    paket_bearbeiten: onPackage('bearbeiten', { titel: 'Umbenannt' }),
    paket_verwerfen: onPackage('verwerfen'),
    paket_einreichen: onPackage('einreichen'),
    paket_zurueckweisen: onPackage('zurueckweisen', { grund: 'Bitte ergänzen.' }),
    paket_veroeffentlichen: onPackage('veroeffentlichen'),
    paket_planen: onPackage('planen', { zeitpunkt: tomorrow() }),
    paket_termin_abbrechen: onPackage('termin-abbrechen'),
    paket_zurueckziehen: onPackage('zurueckziehen'),
    async konten_verwalten(actor) {
      // A real account of the store (the fixtures' database has none of its own), given what it has: no limit.
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO redaktion_konten (id, email, passwort_hash, name, rolle)
         VALUES (gen_random_uuid(), 'probe-' || gen_random_uuid() || '@tannbrunn.example', '-', 'Probe', 'redaktion')
         RETURNING id::text AS id`,
      );
      return ACCOUNT_ACTIONS.bereich!.POST!(input(actor, { id: rows[0]!.id }, { abteilungen: [], pfade: [] }));
    },
    // The desk (its pages call the store directly; its routes the actions).
    eingaenge_lesen: async (actor) => listEingaenge(db, actor, await loadDesk(db), {}),
    async eingang_bearbeiten(actor) {
      const id = await storeSubmission(db, 'kontakt', {
        betreff: 'Probe',
        nachricht: 'Text',
        name: 'Eva',
        email: 'e@example.org',
      });
      return EINGANG_ACTIONS.zustand.POST(input(actor, { id }, { zustand: 'in_bearbeitung', version: 1 }));
    },
    eingaenge_exportieren: async (actor) =>
      planExport(db, actor, await loadDesk(db), { formular: 'kontakt' }, '2026-01-01'),
    async buchung_entscheiden(actor) {
      const day = addDays(todayInBerlin(), 300 + ++bookings);
      const uuid = await insertBooking(db, {
        kind: 'ebike',
        resource: 'ebike',
        from: day,
        to: day,
        count: 1,
        data: {},
      });
      return BUCHUNG_ACTIONS.entscheiden.POST(input(actor, { uuid }, { entscheidung: 'ablehnen', version: 1 }));
    },
    async buchung_sperren(actor) {
      const day = addDays(todayInBerlin(), 300 + ++bookings);
      return BUCHUNGEN_ACTIONS.POST(input(actor, {}, { ressource: 'lastenrad', von: day, bis: day, grund: 'Wartung' }));
    },
    auskunft_loeschung: (actor) => AUSKUNFT_ACTIONS.suchen.POST(input(actor, {}, { email: 'niemand@example.org' })),
    eingangsarten_aendern: (actor) =>
      EINGANGSART_ACTIONS.speichern.POST(input(actor, { art: 'kontakt' }, { abteilung: 1, aufbewahrungTage: 90 })),
  };

  async function outcomeOf(promise: Promise<unknown>): Promise<Outcome> {
    try {
      await promise;
      return { ok: true };
    } catch (error) {
      if (!(error instanceof RedaktionError)) throw error;
      return { ok: false, status: error.status, message: error.message };
    }
  }

  for (const aktion of Object.keys(AKTIONEN) as Aktion[]) {
    describe(aktion, () => {
      for (const rolle of ROLLEN) {
        it.each(zustaendeVon(aktion).map((zustand) => [zustand ?? 'ohne Zustand', zustand]))(
          `${rolle} · %s`,
          async (_label, zustand) => {
            const expected = entscheide(rolle, aktion, zustand);
            const outcome = await outcomeOf(CALLS[aktion](walkers[rolle], zustand));
            if (expected.erlaubt) {
              // Allowed: the call succeeds. A call that died before the permission check (400, 404, 500) would
              // otherwise pass as allowed without proving anything.
              expect(outcome, outcome.ok ? undefined : outcome.message).toEqual({ ok: true });
            } else {
              expect(outcome).toEqual({ ok: false, status: expected.status, message: expected.grund });
            }
          },
          30_000,
        );
      }
    });
  }

  // Editing rights per department: every action the table binds to a page, in every role and state the table allows,
  // is refused to an account limited elsewhere (403, the limit's German reason) and not refused to one limited to the
  // office that owns the walk's pages. A new page-bound action is walked as soon as the table marks it.
  describe('editing rights per department', () => {
    const REFUSED =
      /^(Diese Seite gehört|Der Pfad „[^“]+“ gehört).*; Ihr Konto darf nur Seiten von „[^“]+“ und Seiten unter „\/de\/anderswo“ bearbeiten\.$/;
    let owner: number;
    const limited = (rolle: Rolle, bereich: Actor['bereich']): Actor => ({ ...walkers[rolle], bereich });

    beforeAll(async () => {
      // The walk's pages (/de/rechte-N) belong to the office the site's rules give that part of the site.
      owner = (await ownerOfPath(db, '/de/rechte-0'))!;
      expect(owner).toBeTypeOf('number');
    });

    it('binds the page actions to the limit, and nothing else', () => {
      expect(SEITEN_AKTIONEN).toContain('version_speichern');
      expect(SEITEN_AKTIONEN).toContain('seite_anlegen');
      expect(SEITEN_AKTIONEN).not.toContain('menue_speichern');
    });

    for (const aktion of SEITEN_AKTIONEN)
      for (const rolle of ['redaktion', 'freigabe'] as const) {
        const allowed = zustaendeVon(aktion).filter((zustand) => entscheide(rolle, aktion, zustand).erlaubt);
        if (!allowed.length) continue;
        it.each(allowed.map((zustand) => [zustand ?? 'ohne Zustand', zustand]))(
          `${aktion} · ${rolle} · %s`,
          async (_label, zustand) => {
            const foreign = limited(rolle, { abteilungen: [owner === 1 ? 2 : 1], pfade: ['/de/anderswo'] });
            const refused = await outcomeOf(CALLS[aktion](foreign, zustand));
            expect(refused).toMatchObject({ ok: false, status: 403, message: expect.stringMatching(REFUSED) });
            const own = await outcomeOf(CALLS[aktion](limited(rolle, { abteilungen: [owner], pfade: [] }), zustand));
            expect(own, own.ok ? undefined : own.message).toEqual({ ok: true });
          },
          30_000,
        );
      }

    it('refuses every method of every page route on a page outside the limit, reading included', async () => {
      const { id, versionId } = await pageIn('entwurf');
      const foreign = limited('admin', { abteilungen: [], pfade: ['/de/anderswo'] });
      for (const [name, methods] of Object.entries(PAGE_ACTIONS))
        for (const action of Object.values(methods)) {
          const outcome = await outcomeOf(action(input(foreign, { id }, { versionId })));
          expect(outcome, name).toMatchObject({ ok: false, status: 403 });
        }
    });

    it("gives a limited account's new page its office, and refuses a move out of its subtree", async () => {
      const other = owner === 1 ? 2 : 1;
      const editor = limited('redaktion', { abteilungen: [other], pfade: ['/de/rechte-eigen'] });
      const answer = await PAGES_ACTIONS.POST!(
        input(editor, {}, { pfad: '/de/rechte-eigen/neu', titel: 'Neu', layout: 'default' }),
      );
      const id = String(answer.body.id);
      const { rows } = await db.query<{ abteilung: number }>('SELECT abteilung FROM dokumente WHERE id = $1', [id]);
      expect(rows[0]!.abteilung).toBe(other);
      const move = await outcomeOf(PAGE_ACTIONS.pfad!.POST!(input(editor, { id }, { pfad: '/de/rechte-fremd' })));
      expect(move).toMatchObject({ ok: false, status: 403 });
      expect((move as { message: string }).message).toMatch(/^Der Pfad „\/de\/rechte-fremd“ gehört zum Amt/);
    });
  });

  it('answers 404 for a page id that is no UUID, on every page action (a database error before)', async () => {
    // Issue 33, defect 6: `einreichen` with such an id answered 500 and sent an error report.
    for (const [name, methods] of Object.entries(PAGE_ACTIONS))
      for (const action of Object.values(methods)) {
        const outcome = await outcomeOf(action(input(walkers.admin, { id: 'keine-uuid' }, { versionId: 1 })));
        expect(outcome, name).toEqual({ ok: false, status: 404, message: 'Diese Seite gibt es nicht.' });
      }
  });

  it('names in the database exactly the roles of the table', async () => {
    const { rows } = await db.query<{ definition: string }>(
      `SELECT pg_get_constraintdef(c.oid) AS definition FROM pg_constraint c
       JOIN pg_class t ON t.oid = c.conrelid
       WHERE t.relname = 'redaktion_konten' AND c.contype = 'c'`,
    );
    const named = [
      ...rows
        .map((row) => row.definition)
        .join(' ')
        .matchAll(/'([a-z_]+)'/g),
    ].map((m) => m[1]);
    expect([...new Set(named)].sort()).toEqual([...ROLLEN].sort());
  });

  it('has one row per permission: no two rows give the same role the same action in the same state', () => {
    const seen = new Set<string>();
    for (const recht of RECHTE)
      for (const rolle of recht.rollen)
        for (const zustand of recht.zustaende ?? [null]) {
          const key = `${recht.aktion}/${rolle}/${zustand}`;
          expect(seen.has(key), key).toBe(false);
          seen.add(key);
        }
  });
});
