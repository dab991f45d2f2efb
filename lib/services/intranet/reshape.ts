// The intranet's CMS answers, checked against their schemas (schemas/entities/intranet-*) and
// reshaped into the service's types once, here: the pages never see an unchecked field.
import {
  validate_intranet_anmeldung,
  validate_intranet_archiv_dokument,
  validate_intranet_archiv_eintrag,
  validate_intranet_archiv_thema,
  validate_intranet_benutzer,
  validate_intranet_rubrik,
  validate_intranet_text,
} from '@/codegen/out/validators';
import type {
  IntranetAnmeldungAntwort,
  IntranetArchivDokumentAntwort,
  IntranetArchivEintragAntwort,
  IntranetArchivThemaAntwort,
  IntranetBenutzerAntwort,
  IntranetRubrikAntwort,
  IntranetTextAntwort,
} from '@/codegen/out/types';
import { validAnswer, validEntries } from '@/lib/services/upstream-entries';
import type {
  ArchivDokument,
  ArchivEintrag,
  ArchivThema,
  IntranetLogin,
  IntranetRubrik,
  IntranetText,
  IntranetUser,
} from './intranet-service';

export function reshapeLogin(answer: unknown): IntranetLogin | null {
  const login = validAnswer<IntranetAnmeldungAntwort>(answer, validate_intranet_anmeldung, 'intranet-anmeldung');
  return login && { uuid: login.uuid, token: login.token };
}

export function reshapeUser(answer: unknown): IntranetUser | null {
  const user = validAnswer<IntranetBenutzerAntwort>(answer, validate_intranet_benutzer, 'intranet-benutzer');
  return user && { vorname: user.vorname ?? '', nachname: user.nachname ?? '', email: user.email ?? '' };
}

export const reshapeRubriken = (answer: unknown): IntranetRubrik[] =>
  validEntries<IntranetRubrikAntwort, IntranetRubrik>(
    answer,
    validate_intranet_rubrik,
    'intranet-rubrik',
    ({ rubrik, url, taggingpfad }) => ({ rubrik, url, taggingpfad }),
  );

/** `rubrikUrl`: the category asked for, when the CMS leaves it out of the text. */
function toText(t: IntranetTextAntwort, rubrikUrl?: string): IntranetText {
  return {
    id: t.id,
    titel: t.titel,
    datum_von: t.datum_von,
    datum_bis: t.datum_bis ?? null,
    teaser: t.teaser ?? '',
    text: t.text ?? '',
    autor: t.autor ?? null,
    rubrik: t.rubrik_url ?? t.rubrik ?? rubrikUrl,
  };
}

export const reshapeTexts = (answer: unknown, rubrikUrl: string): IntranetText[] =>
  validEntries<IntranetTextAntwort, IntranetText>(answer, validate_intranet_text, 'intranet-text', (t) =>
    toText(t, rubrikUrl),
  );

export function reshapeText(answer: unknown, rubrikUrl: string): IntranetText | null {
  const text = validAnswer<IntranetTextAntwort>(answer, validate_intranet_text, 'intranet-text');
  return text && toText(text, rubrikUrl);
}

/** The number of pages of a category's list (at least 1). */
export function pageCount(answer: unknown): number {
  const seiten = (answer as { seiten?: unknown } | null)?.seiten;
  return typeof seiten === 'number' && Number.isFinite(seiten) && seiten >= 1 ? Math.floor(seiten) : 1;
}

export const reshapeThemen = (answer: unknown): ArchivThema[] =>
  validEntries<IntranetArchivThemaAntwort, ArchivThema>(
    answer,
    validate_intranet_archiv_thema,
    'intranet-archiv-thema',
    ({ id, thema }) => ({ id, thema }),
  );

function toDokumente(value: IntranetArchivEintragAntwort['dokumente']): ArchivDokument[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return validEntries<IntranetArchivDokumentAntwort, ArchivDokument>(
    list,
    validate_intranet_archiv_dokument,
    'intranet-archiv-dokument',
    (d) => {
      const url = d.url ?? d.datei;
      return url ? { id: d.id ?? null, downloadtext: d.downloadtext, stand: d.stand ?? '', url } : null;
    },
  );
}

export const reshapeArchiv = (answer: unknown): ArchivEintrag[] =>
  validEntries<IntranetArchivEintragAntwort, ArchivEintrag>(
    answer,
    validate_intranet_archiv_eintrag,
    'intranet-archiv-eintrag',
    (e) => ({
      id: e.id,
      titel: e.titel,
      thema_id: e.thema_id ?? null,
      gueltig_von: e.gueltig_von ?? null,
      gueltig_bis: e.gueltig_bis ?? null,
      dokumente: toDokumente(e.dokumente),
    }),
  );
