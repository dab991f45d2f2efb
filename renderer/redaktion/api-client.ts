// The editor's calls to the Redaktion's API, typed by its contract (lib/redaktion/shared/api-contract.ts): the one
// place in the browser where the API's addresses are written. Each call answers as postJson does: `ok`, `status`
// and the body, which is the contract's answer on success and `{ message, fields? }` on a refusal.
import type {
  AnswerOf,
  AuskunftApi,
  BuchungApi,
  BuchungenApi,
  EingangApi,
  EingangsArtApi,
  EinstellungenApi,
  EintragApi,
  SammlungApi,
  SammlungImportApi,
  SammlungMengeApi,
  GetAction,
  KontoApi,
  MenueApi,
  PaketApi,
  PaketeApi,
  PostAction,
  SeiteApi,
  SeitenApi,
  SendOf,
  VorschauzugangApi,
  WarnmeldungApi,
  WarnmeldungenApi,
} from '@/lib/redaktion/shared/api-contract';
import type { MedienApi, MediumApi } from '@/lib/medien/media-api';
import { getJson, postFile, postJson, type ApiAnswer } from '@/renderer/staff/post-json';

const BASE = '/api/redaktion';

/** An address below the API's base; each part is one path segment (ids and names are encoded). */
const address = (...parts: string[]) => [BASE, ...parts.map(encodeURIComponent)].join('/');

type PostOf<Methods> = Methods extends { POST: infer C } ? C : never;

/** POST to an action `<address>/<aktion>` of an address whose contract lists its actions. */
function actionsAt<Api>(at: string) {
  return <A extends PostAction<Api>>(
    aktion: A,
    body: SendOf<PostOf<Api[A]>>,
  ): Promise<ApiAnswer<AnswerOf<PostOf<Api[A]>>>> => postJson(`${at}/${String(aktion)}`, body);
}

type GetOf<Methods> = Methods extends { GET: infer C } ? C : never;

/** GET from an action `<address>/<aktion>` of an address whose contract lists its actions. */
function readAt<Api>(at: string) {
  return <A extends GetAction<Api>>(aktion: A): Promise<ApiAnswer<AnswerOf<GetOf<Api[A]>>>> =>
    getJson(`${at}/${String(aktion)}`);
}

/** POST to an address that answers POST itself. */
function postTo<Api extends { POST: unknown }>(at: string) {
  return (body: SendOf<Api['POST']>): Promise<ApiAnswer<AnswerOf<Api['POST']>>> => postJson(at, body);
}

export const redaktionApi = {
  /** A new page (`pfad`, `titel`, optionally `layout` and `kopieVon`). */
  seiteAnlegen: postTo<SeitenApi>(address('seiten')),
  /** An action on one page: `seite(id)('veroeffentlichen', { versionId })`. */
  seite: (id: string) => actionsAt<SeiteApi>(address('seiten', id)),
  /** What one page's action answers to GET: `seiteLesen(id)('entwurfslinks')`. */
  seiteLesen: (id: string) => readAt<SeiteApi>(address('seiten', id)),
  menue: (name: string) => actionsAt<MenueApi>(address('menues', name)),
  warnmeldungAnlegen: postTo<WarnmeldungenApi>(address('warnmeldungen')),
  warnmeldung: (id: string) => actionsAt<WarnmeldungApi>(address('warnmeldungen', id)),
  /** Uploads a file into the media library; its name travels in the address. */
  hochladen: (file: File): Promise<ApiAnswer<AnswerOf<MedienApi['POST']>>> =>
    postFile(`${address('medien')}?name=${encodeURIComponent(file.name)}`, file),
  medium: (id: string) => actionsAt<MediumApi>(address('medien', id)),
  einstellungen: postTo<EinstellungenApi>(address('einstellungen')),
  konto: (id: string) => actionsAt<KontoApi>(address('konten', id)),
  paketAnlegen: postTo<PaketeApi>(address('pakete')),
  /** An action on one Änderungspaket: `paket(id)('teil-hinzufuegen', { dokumentId, versionId })`. */
  paket: (id: string) => actionsAt<PaketApi>(address('pakete', id)),
  /** A new entry of a collection. */
  eintragAnlegen: (sammlung: string) => postTo<SammlungApi>(address('sammlungen', sammlung)),
  /** A CSV or iCalendar file into a collection: its preview, or (`bestaetigen`) its entries as drafts. */
  importieren: (
    sammlung: string,
    file: File,
    { format, bestaetigen }: { format: 'csv' | 'ics'; bestaetigen: boolean },
  ): Promise<ApiAnswer<AnswerOf<SammlungImportApi['POST']>>> =>
    postFile(
      `${address('sammlungen', sammlung, 'import')}?${new URLSearchParams({
        format,
        name: file.name.slice(0, 200),
        ...(bestaetigen ? { bestaetigen: '1' } : {}),
      })}`,
      file,
    ),
  /** An action on several entries of a collection: `eintraege('veranstaltungen')('archivieren', { ids })`. */
  eintraege: (sammlung: string) => actionsAt<SammlungMengeApi>(address('sammlungen', sammlung, 'alle')),
  /** An action on one entry: `eintrag('veranstaltungen', id)('einreichen', { versionId })`. */
  eintrag: (sammlung: string, id: string) => actionsAt<EintragApi>(address('sammlungen', sammlung, id)),
  /** The desk: a submission's state and notes, a decision on a booking request, blocked days, a resident's request. */
  eingang: (id: string) => actionsAt<EingangApi>(address('eingaenge', id)),
  eingangsart: (art: string) => actionsAt<EingangsArtApi>(address('eingangsarten', art)),
  sperren: postTo<BuchungenApi>(address('buchungen')),
  buchung: (uuid: string) => actionsAt<BuchungApi>(address('buchungen', uuid)),
  auskunft: actionsAt<AuskunftApi>(address('auskunft')),
  vorschauzugang: postTo<VorschauzugangApi>(address('vorschauzugang')),
} as const;

/** Addresses that are no JSON calls: forms that post and navigate, and the accessibility check's script. */
export const REDAKTION_ADDRESSES = {
  anmelden: address('anmelden'),
  abmelden: address('abmelden'),
  passwort: address('passwort'),
  pruefskript: address('pruefskript'),
  /** The CSV export of one form's submissions (a download: the filter travels in the query). */
  eingaengeExport: address('eingaenge', 'export'),
} as const;
