import Link from 'next/link';
import type { Einstellungen, MenuItem } from '@/codegen/out/types';

export interface SchoolHeaderProps {
  isHome: boolean;
  /** Schule_Hauptmenü */
  menu: MenuItem[];
  settings: Einstellungen;
}

// Placeholder until the school header is built.
export function SchoolHeader({ settings }: SchoolHeaderProps) {
  return (
    <header>
      <Link href="/de/gemeinschaftsschule">{settings.schule.name}</Link>
      <a href={settings.schule.lernplattformUrl}>Login itslearning</a>
    </header>
  );
}
