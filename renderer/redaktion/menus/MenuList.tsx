// The menus of the site, each with where it shows, how deep it may be, and whether its newest version is public.
import Link from 'next/link';
import { STATUS_LABELS } from '@/lib/redaktion/shared/page-tree';
import type { MenueInfo } from '@/lib/redaktion/shared/types';
import treeStyles from '../tree/PageTree.module.css';

export function MenuList({ menues }: { menues: MenueInfo[] }) {
  return (
    <>
      <h1>Menüs</h1>
      <p>Menüs erscheinen auf jeder Seite. Eine Veröffentlichung erneuert darum die ganze Website.</p>
      <ul className={treeStyles.tree}>
        {menues.map((menue) => (
          <li key={menue.name} className={treeStyles.row}>
            <Link className={treeStyles.pageLink} href={`/redaktion/menues/${encodeURIComponent(menue.name)}`}>
              {menue.titel}
            </Link>
            <span className={`${treeStyles.state} ${treeStyles[menue.status] ?? ''}`}>
              {STATUS_LABELS[menue.status]}
            </span>
            <span className={treeStyles.changed}>
              {menue.maxEbenen === 1 ? 'eine Ebene' : `bis zu ${menue.maxEbenen} Ebenen`}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
