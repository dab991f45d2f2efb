// The intranet calls of spec section 7 against CMS_URL. The token travels as
// `Authorization: Bearer <token>` on every call after the login.
import { UpstreamError } from '@/lib/http/fetch-json';
import {
  pageCount,
  reshapeArchiv,
  reshapeLogin,
  reshapeRubriken,
  reshapeText,
  reshapeTexts,
  reshapeThemen,
  reshapeUser,
} from './reshape';
import { SessionRejected } from '@/lib/session/session-rejected';
import { sessionCall, upstreamLogin } from '../staff-upstream';
import type { IntranetService, IntranetSession } from './intranet-service';

export interface HttpIntranetOptions {
  baseUrl: string;
  timeoutMs: number;
}

/** Order of a category's texts: datum_von descending (spec section 7). */
export const TEXT_ORDER = '-datum_von';

export function createHttpIntranet({ baseUrl, timeoutMs }: HttpIntranetOptions): IntranetService {
  const get = (session: IntranetSession, path: string, query: Record<string, string | number> = {}) =>
    sessionCall(baseUrl, path, { query, timeoutMs, headers: { Authorization: `Bearer ${session.token}` } });
  const segment = encodeURIComponent;

  return {
    login: (email, passwort) => upstreamLogin(baseUrl, '/api/cms/login', { email, passwort }, timeoutMs, reshapeLogin),
    async getUser(session) {
      try {
        return reshapeUser(await get(session, `/api/cms/intranet/user/${segment(session.uuid)}`));
      } catch (error) {
        if (error instanceof SessionRejected || (error instanceof UpstreamError && error.status === 404)) return null;
        throw error;
      }
    },
    async logout() {
      // The spec shows no logout call: the session ends with its cookie.
    },
    async getCategories(session) {
      return reshapeRubriken(await get(session, '/api/cms/intranet/rubrik'));
    },
    async getTexts(session, url, { seite, proSeite }) {
      const body = await get(session, `/api/cms/intranet/rubrik/${segment(url)}`, {
        order: TEXT_ORDER,
        seite,
        pro_seite: proSeite,
      });
      return { data: reshapeTexts(body, url), seite, seiten: pageCount(body) };
    },
    async getText(session, url, id) {
      try {
        return reshapeText(await get(session, `/api/cms/intranet/rubrik/${segment(url)}/${segment(id)}`), url);
      } catch (error) {
        if (error instanceof UpstreamError && error.status === 404) return null;
        throw error;
      }
    },
    async getArchiveTopics(session) {
      return reshapeThemen(await get(session, '/api/cms/intranet/archiv_themen', { order: 'thema' }));
    },
    async getArchive(session, themaId) {
      return reshapeArchiv(
        await get(session, '/api/cms/intranet/archiv', { thema_id: themaId, gueltig: 1, order: 'titel' }),
      );
    },
    async getDocument() {
      return null;
    },
  };
}
