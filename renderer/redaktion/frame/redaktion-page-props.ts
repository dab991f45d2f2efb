// getServerSideProps of every page of the Redaktion, on the staff-session module: without a valid editor session
// the props are the login and nothing else (also through /_next/data/…json); with CMS_URL set every page is 404.
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { Database } from '@/lib/db/database';
import { redaktionSystem } from '@/lib/redaktion/actions/redaktion-system';
import { redaktionStore } from '@/lib/redaktion/store/redaktion-store';
import { writeRefusal } from '@/lib/redaktion/store/audit';
import { RedaktionError, type Actor, type Rolle } from '@/lib/redaktion/shared/types';
import { istBegrenzt, type Kontobereich } from '@/lib/redaktion/shared/page-scope';
import { staffPageProps, type StaffLoginView } from '@/lib/session/staff-page';

export interface RedaktionKonto {
  name: string;
  rolle: Rolle;
  /** The pages the account may act on (editing rights per department); null = every page. */
  bereich: Kontobereich | null;
}

export type RedaktionLoginProps = Omit<StaffLoginView, 'view'> & { view: 'login' };
/** A page the account may not see (the store's German refusal, e.g. the audit log for non-admins). */
export interface RedaktionRefusalProps {
  view: 'verweigert';
  konto: RedaktionKonto;
  text: string;
}
export type RedaktionPageProps<P> =
  RedaktionLoginProps | RedaktionRefusalProps | ({ view: 'redaktion'; konto: RedaktionKonto } & P);

/** The page's address without its query (and without Next's data-file prefix, which `resolvedUrl` never has). */
const pagePath = (url: string) => url.split('?')[0] ?? url;

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
        const konto: RedaktionKonto = {
          name: actor.name,
          rolle: actor.role,
          bereich: istBegrenzt(actor.bereich) ? actor.bereich : null,
        };
        let result: GetServerSidePropsResult<P>;
        const db = await redaktionStore();
        try {
          result = await load({ db, actor, context });
        } catch (error) {
          if (!(error instanceof RedaktionError)) throw error;
          // A page or version that does not exist (or no longer does) is a 404 of the Redaktion.
          if (error.status === 404) return { notFound: true };
          // Refused here as the API refuses it: in the audit log too.
          if (error.status === 403)
            await writeRefusal(
              db,
              actor,
              { methode: context.req.method, adresse: pagePath(context.resolvedUrl) },
              error,
            );
          context.res.statusCode = error.status;
          return { props: { view: 'verweigert', konto, text: error.message } };
        }
        if (!('props' in result)) return result;
        return { props: { view: 'redaktion', konto, ...(await result.props) } };
      },
    });
}
