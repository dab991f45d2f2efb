import Link from 'next/link';
import type { MenuItem, Wetter } from '@/codegen/out/types';

export interface SiteHeaderProps {
  isHome: boolean;
  /** Hauptmenü */
  menu: MenuItem[];
  /** Hauptmenü_Footer: links at the foot of the open menu. */
  footerLinks: MenuItem[];
  weather: Wetter | null;
}

// Placeholder until the header is built: logo, lock link and the search form.
export function SiteHeader({ isHome }: SiteHeaderProps) {
  return (
    <header>
      {isHome ? <span>Tannbrunn</span> : <Link href="/de">Tannbrunn</Link>}
      <Link href="/de/intranet">Intranet</Link>
      <form action="/de/gemeinde/suche" method="get" role="search">
        <input name="q" aria-label="Suche" placeholder="Suchbegriff eingeben" />
      </form>
    </header>
  );
}
