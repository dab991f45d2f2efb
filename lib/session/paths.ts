// Every redirect of a staff system's API routes goes to one of its fixed pages or, for the login's
// way back, to a path of the same system (see returnPath).

/**
 * Where a login without JavaScript returns to: the page the login was shown on, as the script
 * flow does, but only a path of the same system made of plain segments (no host, no `//`, no dots,
 * no query), so no link can turn the login into a redirect to anywhere else.
 */
export function returnPath(value: unknown, home: string, depth = 2): string {
  if (typeof value !== 'string' || value.length > 200) return home;
  const path = value.replace(/\/+$/, '');
  const below = new RegExp(`^${home.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:/[A-Za-z0-9-]{1,80}){1,${depth}}$`);
  return path === home || below.test(path) ? path : home;
}
