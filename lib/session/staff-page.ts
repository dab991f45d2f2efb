// getServerSideProps of every page of a staff system. Without a valid session the props are the
// login view and nothing else: the system's content is never loaded, so none can leak (also not
// through /_next/data/…json). Every answer is `private, no-store`; a system switched off by the
// configuration answers 404.
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { reportError } from '@/lib/error-reporting';
import { loginErrorsFromQuery, type FormErrors } from './error-query';
import { setPrivateNoStore } from '@/lib/http/no-store';
import { SessionRejected } from './session-rejected';
import type { SessionValue } from './session-value';
import { clearStaffCookie, readStaffSession } from './staff-session';
import type { StaffSystem } from './staff-system';

export const SESSION_EXPIRED = 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.';

/** What every login page of a staff system shows besides its own texts. */
export interface StaffLoginView {
  view: 'login';
  /** The page asked for: the login returns there. */
  path: string;
  /** Why the login is shown again (expired session, store down), or null. */
  notice: string | null;
  /** What went wrong in a login posted without JavaScript (`?fehler=`), or null. */
  errors: FormErrors | null;
}

export interface StaffPageHandlers<V, P> {
  /** The login page's props (the system adds what its page frame needs). */
  login: (view: StaffLoginView) => Promise<P> | P;
  /** The page for a valid session. A SessionRejected thrown here ends the session (login again). */
  content: (viewer: V, path: string, value: SessionValue) => Promise<GetServerSidePropsResult<P>>;
}

export async function staffPageProps<V, P>(
  system: StaffSystem<V>,
  context: Pick<GetServerSidePropsContext, 'req' | 'res' | 'resolvedUrl' | 'query'>,
  { login, content }: StaffPageHandlers<V, P>,
): Promise<GetServerSidePropsResult<P>> {
  const { req, res } = context;
  setPrivateNoStore(res);
  if (!system.enabled()) return { notFound: true };
  const path = (context.resolvedUrl.split('?')[0] ?? system.home).replace(/\/+$/, '') || system.home;
  const loginProps = async (notice: string | null): Promise<GetServerSidePropsResult<P>> => ({
    props: await login({ view: 'login', path, notice, errors: loginErrorsFromQuery(context.query) }),
  });

  const state = await readStaffSession(system, req, res);
  if (state.state === 'unavailable') return loginProps(system.texts.unavailable);
  if (state.state === 'none') return loginProps(state.expired ? SESSION_EXPIRED : null);
  try {
    return await content(state.viewer, path, state.value);
  } catch (error) {
    if (!(error instanceof SessionRejected)) throw error;
    clearStaffCookie(system, req, res);
    return loginProps(SESSION_EXPIRED);
  }
}

/** Spec section 8: a failed load empties its list and the page says so; a rejected token ends the session. */
export async function loadOrEmpty<T>(
  load: () => Promise<T>,
  empty: T,
  what: string,
): Promise<{ value: T; failed: boolean }> {
  try {
    return { value: await load(), failed: false };
  } catch (error) {
    if (error instanceof SessionRejected) throw error;
    reportError(error, { message: `${what} nicht geladen` });
    return { value: empty, failed: true };
  }
}
