import type { Einstellungen, MenuItem } from '@/codegen/out/types';

export interface SiteFooterProps {
  settings: Einstellungen;
  /** Footer menu: 'Häufig besucht'. */
  frequent: MenuItem[];
  /** Rechtliches */
  legal: MenuItem[];
  /** Downloads */
  downloads: MenuItem[];
}

// Placeholder until the footer is built.
export function SiteFooter({ settings }: SiteFooterProps) {
  return <footer>© {new Date().getFullYear()} {settings.gemeinde}</footer>;
}
