// What each role of the Redaktion may do beyond editing (DESIGN.md section 7): `freigabe` also publishes, `admin`
// also reads the audit log (and manages accounts and settings elsewhere). The store checks it on every call.
import { RedaktionError, type Actor, type Rolle } from './types';

export const PUBLISHING_ROLES: readonly Rolle[] = ['freigabe', 'admin'];

const ROLE_NAMES: Record<Rolle, string> = { redaktion: 'Redaktion', freigabe: 'Freigabe', admin: 'Administration' };

/** Refuses with 403 unless the actor has one of these roles; `doing` completes 'Veröffentlichen ist …'. */
export function requireRole(actor: Actor, roles: readonly Rolle[], doing: string): void {
  if (!roles.includes(actor.role)) {
    throw new RedaktionError(
      403,
      `${doing} ist der Rolle ${roles.map((r) => ROLE_NAMES[r]).join(' oder ')} vorbehalten.`,
    );
  }
}
