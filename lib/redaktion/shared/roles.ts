// The store's guard: refuses an action the permission table (lib/redaktion/shared/permissions.ts) does not allow
// this actor's role in this state, with the table's German reason and status.
import { entscheide, type Aktion, type Zustand } from './permissions';
import { RedaktionError, type Actor } from './types';

export function requirePermission(actor: Actor, aktion: Aktion, zustand: Zustand | null = null): void {
  const entscheidung = entscheide(actor.role, aktion, zustand);
  if (!entscheidung.erlaubt) throw new RedaktionError(entscheidung.status, entscheidung.grund);
}
