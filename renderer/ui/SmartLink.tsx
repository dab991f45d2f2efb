import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { isSafeLink } from '@/lib/links/safe-link';
import { withoutTrailingSlash } from './site-path';

export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children: ReactNode };

/**
 * A link of the public site. Internal links are plain anchors too: renderer/client/use-idle-prefetch.ts routes their
 * clicks client-side and prefetches them in view, for every link alike (CMS HTML, server-HTML islands), so no public
 * page carries next/link's code. External links say so to screen readers.
 */
export function SmartLink({ href, children, ...rest }: Props) {
  // A target that is no safe link (javascript:, data:, //host) is shown as text, never followed.
  if (!isSafeLink(href)) return <span className={rest.className}>{children}</span>;
  if (isInternalHref(href)) {
    return (
      <a href={withoutTrailingSlash(href)} {...rest}>
        {children}
      </a>
    );
  }
  const external = /^https?:/.test(href);
  return (
    <a href={href} {...rest} rel={external ? 'noopener noreferrer' : undefined}>
      {children}
      {external && <span className="visually-hidden"> (externer Link)</span>}
    </a>
  );
}
