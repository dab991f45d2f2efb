// What the API route of the accounts does (`/api/redaktion/konten/<id>/<aktion>`): today one action, the account's
// editing rights per department (admins only; lib/redaktion/store/account-limits.ts).
import type { ActionsOf } from './api-route';
import type { KontoApi } from '@/lib/redaktion/shared/api-contract';
import { setAccountLimit } from '@/lib/redaktion/store/account-limits';
import { readAbteilungen } from '@/lib/redaktion/store/page-owners';

export const ACCOUNT_ACTIONS = {
  bereich: {
    async POST({ db, actor, query, body }) {
      const konto = await setAccountLimit(db, actor, String(query.id ?? ''), body, await readAbteilungen(db));
      return { status: 200, body: { konto } };
    },
  },
} satisfies ActionsOf<KontoApi>;
