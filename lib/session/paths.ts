// The fixed addresses of the two protected systems. Every redirect of their API routes goes to
// one of these or, for the login's way back, to a path of the same system (see returnPath).
export const INTRANET_PATH = '/de/intranet';
export const RATSINFO_PATH = '/de/ratsinfo';
export const PASSWORD_PATH = '/de/ratsinfo/passwort';

export type SystemHome = typeof INTRANET_PATH | typeof RATSINFO_PATH;

/**
 * Where a login without JavaScript returns to: the page the login was shown on, as the script
 * flow does, but only a path of the same system made of plain segments (no host, no `//`, no dots,
 * no query), so no link can turn the login into a redirect to anywhere else.
 */
export function returnPath(value: unknown, home: SystemHome): string {
  if (typeof value !== 'string' || value.length > 200) return home;
  const path = value.replace(/\/+$/, '');
  return path === home || new RegExp(`^${home}(?:/[A-Za-z0-9-]{1,80}){1,2}$`).test(path) ? path : home;
}
