// The intranet calls of spec section 7 against CMS_URL. The token travels as
// `Authorization: Bearer <token>` on every call after the login.
import { fetchJson, UpstreamError } from '@/lib/http/fetch-json';
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
import type { IntranetService, IntranetSession } from './intranet-service';

export interface HttpIntranetOptions {
  baseUrl: string;
  timeoutMs: number;
}

/** Order of a category's texts: datum_von descending (spec section 7). */
export const TEXT_ORDER = '-datum_von';

export function createHttpIntranet({ baseUrl, timeoutMs }: HttpIntranetOptions): IntranetService {
  const get = async (session: IntranetSession, path: string, query: Record<string, string | number> = {}) => {
    try {
      return (
        await fetchJson(baseUrl, path, { query, timeoutMs, headers: { Authorization: `Bearer ${session.token}` } })
      ).body;
    } catch (error) {
      if (error instanceof UpstreamError && (error.status === 401 || error.status === 403)) throw new SessionRejected();
      throw error;
    }
  };
  const segment = encodeURIComponent;

  return {
    async login(email, passwort) {
      try {
        const { body } = await fetchJson(baseUrl, '/api/cms/login', {
          method: 'POST',
          body: { email, passwort },
          timeoutMs,
        });
        return reshapeLogin(body);
      } catch (error) {
        // 4xx: the CMS said no. Anything else (5xx, timeout) is an outage, not a wrong password.
        if (error instanceof UpstreamError && error.status !== undefined && error.status < 500) return null;
        throw error;
      }
    },
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
