// Addresses from the CMS that the page itself uses (canonical, breadcrumbs, images): only http(s) or a path on this
// site. The envelope's schema says the same with a pattern (schemas/seite.schema.json); this is the guard of the
// code that builds absolute addresses, so that an address the schema let through can never make a page fail.

/** The absolute http(s) address `address` means on a site at `siteUrl`, or null if it is none. */
export function absoluteSiteUrl(address: string, siteUrl: string): string | null {
  try {
    const url = new URL(address, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The origin of an absolute http(s) address, or undefined. */
export function httpOrigin(address: string | undefined): string | undefined {
  if (!address || !/^https?:\/\//i.test(address)) return undefined;
  try {
    return new URL(address).origin;
  } catch {
    return undefined;
  }
}
