import type { Einstellungen, MenuItem } from '@/codegen/out/types';

export interface SchoolFooterProps {
  settings: Einstellungen;
  /** Schule_Footer */
  links: MenuItem[];
  /** Rechtliches */
  legal: MenuItem[];
}

// Placeholder until the school footer is built.
export function SchoolFooter({ settings }: SchoolFooterProps) {
  return <footer>{settings.schule.name}</footer>;
}
