// Which link targets editors may give (menus, block link fields) and the public site renders as links: paths of this
// site, fragments, web addresses, e-mail and phone links. Never `javascript:` or `data:`, never a protocol-relative
// `//host` or `/\host` (browsers read the backslash as a slash), nothing with control characters. Browser-safe.

const SCHEMES = /^(https?:\/\/|mailto:|tel:)/i;

export function isSafeLink(href: string): boolean {
  if (/[\\\u0000-\u001f\u007f]/.test(href) || href !== href.trim()) return false;
  if (href.startsWith('/')) return !href.startsWith('//');
  if (href.startsWith('#')) return true;
  return SCHEMES.test(href);
}
