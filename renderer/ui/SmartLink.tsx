import Link from 'next/link';
import type { AnchorHTMLAttributes, ReactNode } from 'react';

export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children: ReactNode };

/** Internal links navigate client-side; external ones open as plain links and say so to screen readers. */
export function SmartLink({ href, children, ...rest }: Props) {
  if (isInternalHref(href)) {
    return (
      <Link href={href} {...rest}>
        {children}
      </Link>
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
