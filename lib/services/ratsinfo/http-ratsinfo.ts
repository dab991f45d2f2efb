// The council calls against CMS_URL. Spec section 7: POST /api/cms/raete/login and
// GET /api/cms/raete/{id}; every call after the login carries `Ratsinfo-Authorization: Bearer <token>`.
import { UpstreamError } from '@/lib/http/fetch-json';
import { reshapeBerichte, reshapeLogin, reshapeMember, reshapeSitzung, reshapeSitzungen } from './reshape';
import { SessionRejected } from '@/lib/session/session-rejected';
import { sessionCall, upstreamLogin } from '../staff-upstream';
import type { RatsinfoService, RatsinfoSession } from './ratsinfo-service';

export interface HttpRatsinfoOptions {
  baseUrl: string;
  timeoutMs: number;
}

export const RATSINFO_HEADER = 'Ratsinfo-Authorization';

export function createHttpRatsinfo({ baseUrl, timeoutMs }: HttpRatsinfoOptions): RatsinfoService {
  const headers = (session: RatsinfoSession) => ({ [RATSINFO_HEADER]: `Bearer ${session.token}` });
  const call = (session: RatsinfoSession, path: string, options: { method?: 'GET' | 'POST'; body?: unknown } = {}) =>
    sessionCall(baseUrl, path, { ...options, timeoutMs, headers: headers(session) });
  const segment = encodeURIComponent;

  return {
    login: (email, passwort) =>
      upstreamLogin(baseUrl, '/api/cms/raete/login', { email, passwort }, timeoutMs, reshapeLogin),
    async getMember(session) {
      try {
        return reshapeMember(await call(session, `/api/cms/raete/${segment(session.id)}`));
      } catch (error) {
        if (error instanceof SessionRejected || (error instanceof UpstreamError && error.status === 404)) return null;
        throw error;
      }
    },
    async logout() {
      // The spec shows no logout call: the session ends with its cookie.
    },
    async getMeetings(session) {
      return reshapeSitzungen(await call(session, '/api/cms/raete/sitzungen'));
    },
    async getMeeting(session, id) {
      try {
        return reshapeSitzung(await call(session, `/api/cms/raete/sitzungen/${segment(id)}`));
      } catch (error) {
        if (error instanceof UpstreamError && error.status === 404) return null;
        throw error;
      }
    },
    async getReports(session) {
      return reshapeBerichte(await call(session, '/api/cms/raete/berichte'));
    },
    async changePassword(session, aktuell, neu) {
      try {
        await call(session, `/api/cms/raete/${segment(session.id)}/passwort`, {
          method: 'POST',
          body: { passwort_alt: aktuell, passwort_neu: neu },
        });
        return 'geaendert';
      } catch (error) {
        if (error instanceof UpstreamError && (error.status === 400 || error.status === 422))
          return 'falsches-passwort';
        throw error;
      }
    },
    async getDocument() {
      return null;
    },
    async calendarKey() {
      return null;
    },
    async renewCalendarKey() {
      return null;
    },
    async meetingsForCalendarKey() {
      return null;
    },
  };
}
