// getServerSideProps of every council route. Without a valid session the props are the login
// view and nothing else; a member who must change the password sees only the password page.
// Every answer is `private, no-store`.
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { getConfig } from '@/lib/config';
import { reportError } from '@/lib/error-reporting';
import { getServices } from '@/lib/services';
import { getRatsinfoService } from '@/lib/services/ratsinfo';
import { SessionRejected } from '@/lib/services/ratsinfo/ratsinfo-service';
import { clearRatsinfoCookie, readRatsinfoSession } from '@/lib/session/ratsinfo-session';
import { loginErrorsFromQuery, passwordErrorsFromQuery } from '@/lib/session/error-query';
import { setPrivateNoStore } from '@/lib/session/no-store';
import { PASSWORD_PATH, RATSINFO_PATH } from '@/lib/session/paths';
import { loadLayoutData } from '@/renderer/load-layout';
import type { Breadcrumb } from '@/renderer/page-types';
import type { RatsinfoContentProps, RatsinfoPageProps } from './ratsinfo-types';

export { PASSWORD_PATH, RATSINFO_PATH };
export const SESSION_EXPIRED = 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.';
export const RATSINFO_UNAVAILABLE =
  'Das Ratsinformationssystem ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.';

export type RatsinfoRoute =
  | { kind: 'start' }
  | { kind: 'meetings' }
  | { kind: 'meeting'; id: string }
  | { kind: 'reports' }
  | { kind: 'password' };

type Result = GetServerSidePropsResult<RatsinfoPageProps>;

const HOME: Breadcrumb[] = [
  { title: 'Startseite', href: '/de' },
  { title: 'Ratsinformationssystem', href: RATSINFO_PATH },
];

async function orEmpty<T>(load: () => Promise<T>, empty: T, what: string): Promise<{ value: T; failed: boolean }> {
  try {
    return { value: await load(), failed: false };
  } catch (error) {
    if (error instanceof SessionRejected) throw error;
    reportError(error, { message: `Ratsinfo: ${what} nicht geladen` });
    return { value: empty, failed: true };
  }
}

export async function getRatsinfoProps(context: GetServerSidePropsContext, route: RatsinfoRoute): Promise<Result> {
  const { req, res } = context;
  setPrivateNoStore(res);
  const path = (context.resolvedUrl.split('?')[0] ?? RATSINFO_PATH).replace(/\/+$/, '') || RATSINFO_PATH;
  const layoutData = await loadLayoutData(getServices(), 'default');
  const login = (notice: string | null): Result => ({
    props: { view: 'login', layoutData, path, notice, errors: loginErrorsFromQuery(context.query) },
  });

  const state = await readRatsinfoSession(req, res);
  if (state.state === 'unavailable') return login(RATSINFO_UNAVAILABLE);
  if (state.state === 'none') return login(state.expired ? SESSION_EXPIRED : null);
  if (state.mustChangePassword && route.kind !== 'password')
    return { redirect: { destination: PASSWORD_PATH, permanent: false } };

  const service = getRatsinfoService();
  const { session, member } = state;
  const base: RatsinfoContentProps = {
    view: 'start',
    layoutData,
    path,
    title: 'Ratsinformationssystem',
    breadcrumbs: HOME,
    user: {
      vorname: member.vorname,
      nachname: member.nachname,
      email: member.email,
      taetigkeitsbereiche: member.taetigkeitsbereiche,
    },
    mustChangePassword: state.mustChangePassword,
    meetings: [],
    meeting: null,
    reports: [],
    failed: false,
    calendarUrl: null,
    passwordErrors: null,
    passwordChanged: false,
  };
  try {
    switch (route.kind) {
      case 'start': {
        const meetings = await orEmpty(() => service.getMeetings(session), [], 'Sitzungen');
        const now = Date.now();
        // The overview shows what comes next.
        return {
          props: {
            ...base,
            meetings: meetings.value.filter((m) => Date.parse(m.ende ?? m.beginn) >= now).slice(0, 3),
            failed: meetings.failed,
          },
        };
      }
      case 'meetings': {
        const meetings = await orEmpty(() => service.getMeetings(session), [], 'Sitzungen');
        const key = await orEmpty(() => service.calendarKey(session), null, 'Kalenderschlüssel');
        const calendarUrl = key.value
          ? `${getConfig().siteUrl}/api/ratsinfo/kalender.ics?schluessel=${encodeURIComponent(key.value)}`
          : null;
        return {
          props: {
            ...base,
            view: 'meetings',
            title: 'Sitzungen',
            breadcrumbs: [...HOME, { title: 'Sitzungen', href: `${RATSINFO_PATH}/sitzungen` }],
            meetings: meetings.value,
            failed: meetings.failed,
            calendarUrl,
          },
        };
      }
      case 'meeting': {
        const meeting = await orEmpty(() => service.getMeeting(session, route.id), null, `Sitzung ${route.id}`);
        if (!meeting.failed && !meeting.value) return { notFound: true };
        return {
          props: {
            ...base,
            view: 'meeting',
            title: meeting.value?.titel ?? 'Sitzung',
            meeting: meeting.value,
            failed: meeting.failed,
            breadcrumbs: [
              ...HOME,
              { title: 'Sitzungen', href: `${RATSINFO_PATH}/sitzungen` },
              ...(meeting.value ? [{ title: meeting.value.titel, href: path }] : []),
            ],
          },
        };
      }
      case 'reports': {
        const reports = await orEmpty(() => service.getReports(session), [], 'Berichte');
        return {
          props: {
            ...base,
            view: 'reports',
            title: 'Berichte',
            breadcrumbs: [...HOME, { title: 'Berichte', href: `${RATSINFO_PATH}/berichte` }],
            reports: reports.value,
            failed: reports.failed,
          },
        };
      }
      case 'password': {
        // Only the route's own 303 after a change leads here with ?geaendert=1, and then no change is asked for any more.
        const passwordChanged = context.query.geaendert === '1' && !state.mustChangePassword;
        const passwordErrors = passwordChanged ? null : passwordErrorsFromQuery(context.query);
        return {
          props: {
            ...base,
            view: 'password',
            title: 'Passwort ändern',
            breadcrumbs: [...HOME, { title: 'Passwort ändern', href: PASSWORD_PATH }],
            passwordErrors,
            passwordChanged,
          },
        };
      }
    }
  } catch (error) {
    if (!(error instanceof SessionRejected)) throw error;
    clearRatsinfoCookie(req, res);
    return login(SESSION_EXPIRED);
  }
}
