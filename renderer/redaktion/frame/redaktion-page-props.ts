// getServerSideProps of every page of the Redaktion, on the staff-session module: without a valid editor session
// the props are the login and nothing else (also through /_next/data/…json); with CMS_URL set every page is 404.
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { getDatabase } from '@/lib/db';
import type { Database } from '@/lib/db/database';
import { redaktionSystem } from '@/lib/redaktion/redaktion-system';
import { RedaktionError, type Actor, type Rolle } from '@/lib/redaktion/types';
import { staffPageProps, type StaffLoginView } from '@/lib/session/staff-page';

export interface RedaktionKonto {
  name: string;
  rolle: Rolle;
}

export type RedaktionLoginProps = Omit<StaffLoginView, 'view'> & { view: 'login' };
export type RedaktionPageProps<P> = RedaktionLoginProps | ({ view: 'redaktion'; konto: RedaktionKonto } & P);

export interface RedaktionLoad {
  db: Database;
  actor: Actor;
  context: GetServerSidePropsContext;
}

export function redaktionPageProps<P extends object>(
  load: (input: RedaktionLoad) => Promise<GetServerSidePropsResult<P>>,
) {
  return (context: GetServerSidePropsContext): Promise<GetServerSidePropsResult<RedaktionPageProps<P>>> =>
    staffPageProps<{ actor: Actor }, RedaktionPageProps<P>>(redaktionSystem, context, {
      login: (view) => ({ ...view, view: 'login' }),
      async content({ actor }) {
        let result: GetServerSidePropsResult<P>;
        try {
          result = await load({ db: await getDatabase(), actor, context });
        } catch (error) {
          // A page or version that does not exist (or no longer does) is a 404 of the Redaktion.
          if (error instanceof RedaktionError && error.status === 404) return { notFound: true };
          throw error;
        }
        if (!('props' in result)) return result;
        const konto: RedaktionKonto = { name: actor.name, rolle: actor.role };
        return { props: { view: 'redaktion', konto, ...(await result.props) } };
      },
    });
}
