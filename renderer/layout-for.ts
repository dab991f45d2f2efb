import type { LayoutName } from './page-types';

/** Spec section 2: the school layout is used when the second path segment is `gemeinschaftsschule`. */
export function layoutFor(path: string, pageLayout?: string): LayoutName {
  const segments = path.split('/').filter(Boolean);
  return segments[1] === 'gemeinschaftsschule' || pageLayout === 'schule' ? 'schule' : 'default';
}
