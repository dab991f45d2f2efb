// The Redaktion as the third staff system (lib/session/staff-system.ts): its cookie, lifetime and texts, and the
// editors' accounts of the embedded mode. With CMS_URL set the upstream CMS is the editors' tool: every page and
// API route of the Redaktion answers 404 (DESIGN.md section 7).
import { getConfig, getSessionConfig } from '@/lib/config';
import type { StaffSystem } from '@/lib/session/staff-system';
import { getEditorAccounts } from '@/lib/redaktion/store/accounts';
import type { Actor } from '@/lib/redaktion/shared/types';

import { REDAKTION_PASSWORD_PATH, REDAKTION_PATH } from '@/lib/redaktion/shared/paths';

export { REDAKTION_PATH };

export interface EditorViewer {
  actor: Actor;
}

export const redaktionSystem: StaffSystem<EditorViewer> = {
  key: 'redaktion',
  cookie: 'redaktion_sitzung',
  home: REDAKTION_PATH,
  texts: {
    name: 'Redaktion',
    pleaseLogin: 'Bitte melden Sie sich in der Redaktion an.',
    unavailable: 'Die Redaktion ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.',
  },
  // The intranet's lifetime: both are the municipality's staff working at a desk.
  maxAgeSeconds: () => getSessionConfig().intranetSessionMaxAge,
  enabled: () => !getConfig().cmsUrl,
  async login({ email, passwort }) {
    const login = await getEditorAccounts().login(email, passwort, redaktionSystem.maxAgeSeconds());
    return login ? { value: { subject: login.actor.id, token: login.token }, viewer: { actor: login.actor } } : null;
  },
  async restore(value) {
    const actor = await getEditorAccounts().restore(value.subject, value.token);
    return actor ? { actor } : null;
  },
  logout: (value) => getEditorAccounts().logout(value.subject, value.token),
  loginBlocked: ({ email }) => getEditorAccounts().loginBlocked(email),
  loginAnswer: ({ actor }) => ({ konto: { name: actor.name, rolle: actor.role } }),
  passwordChange: {
    path: REDAKTION_PASSWORD_PATH,
    change: ({ actor }, aktuell, neu, session) =>
      getEditorAccounts().changePassword(actor, aktuell, neu, session.token),
    blocked: ({ actor }) => getEditorAccounts().passwordChangeBlocked(actor),
  },
  returnDepth: 4,
};
