// getServerSideProps of every Ratsinfo route, on the staff-session module: without a valid session
// the props are the login view and nothing else (lib/session/staff-page.ts); a member who must
// change the password sees only the password page.
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { getConfig } from '@/lib/config';
import { calendarAddress } from '@/lib/ratsinfo/calendar';
import { PASSWORD_PATH, RATSINFO_PATH } from '@/lib/ratsinfo/paths';
import { ratsinfoSystem, type RatsinfoViewer } from '@/lib/ratsinfo/ratsinfo-system';
import { getServices } from '@/lib/wiring';
import { getRatsinfoService } from '@/lib/wiring/ratsinfo';
import { passwordErrorsFromQuery } from '@/lib/session/error-query';
import { loadOrEmpty, staffPageProps } from '@/lib/session/staff-page';
import { loadLayoutData, type LayoutData } from '@/renderer/load-layout';
import type { Breadcrumb } from '@/renderer/page-types';
import type { RatsinfoContentProps, RatsinfoPageProps } from './ratsinfo-types';

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

const orEmpty = <T>(load: () => Promise<T>, empty: T, what: string) => loadOrEmpty(load, empty, `Ratsinfo: ${what}`);

export async function getRatsinfoProps(context: GetServerSidePropsContext, route: RatsinfoRoute): Promise<Result> {
  const layoutData = await loadLayoutData(getServices(), 'default');
  return staffPageProps(ratsinfoSystem, context, {
    login: (view) => ({ ...view, layoutData }),
    content: async (viewer, path) => {
      if (viewer.mustChangePassword && route.kind !== 'password')
        return { redirect: { destination: PASSWORD_PATH, permanent: false } };
      return ratsinfoContent(context, route, viewer, path, layoutData);
    },
  });
}

async function ratsinfoContent(
  context: GetServerSidePropsContext,
  route: RatsinfoRoute,
  { session, member, mustChangePassword }: RatsinfoViewer,
  path: string,
  layoutData: LayoutData,
): Promise<Result> {
  const service = getRatsinfoService();
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
    mustChangePassword,
    meetings: [],
    meeting: null,
    reports: [],
    failed: false,
    calendarUrl: null,
    calendarRenewal: null,
    passwordErrors: null,
    passwordChanged: false,
  };
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
      const calendarUrl = key.value ? calendarAddress(getConfig().siteUrl, key.value) : null;
      const renewal = context.query.kalender;
      return {
        props: {
          ...base,
          view: 'meetings',
          title: 'Sitzungen',
          breadcrumbs: [...HOME, { title: 'Sitzungen', href: `${RATSINFO_PATH}/sitzungen` }],
          meetings: meetings.value,
          failed: meetings.failed,
          calendarUrl,
          // After "Kalenderadresse erneuern" (the route's 303, or the script's reload).
          calendarRenewal: renewal === 'erneuert' || renewal === 'fehler' ? renewal : null,
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
      const passwordChanged = context.query.geaendert === '1' && !mustChangePassword;
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
}
