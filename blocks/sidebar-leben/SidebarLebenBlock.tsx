import { SmartLink } from '@/renderer/ui/SmartLink';
import type { BlockProps } from '@/renderer/block-props';
import type { SidebarLeben } from '@/codegen/out/types';
import { Icon } from '@/renderer/icons/Icon';
import styles from './SidebarLebenBlock.module.css';

/** Spec section 2, static sidebar 'Leben': these four entries, in this order. */
export const LEBEN_NAVIGATION = [
  { titel: 'Aktuelle Meldungen', href: '/de/leben/aktuelle-meldungen' },
  { titel: 'Mitarbeiter/Ämter', href: '/de/leben/mitarbeiter-aemter' },
  { titel: 'Ausschreibungen', href: '/de/leben/ausschreibungen' },
  { titel: 'Was erledige ich wo?', href: '/de/leben/was-erledige-ich-wo' },
] as const;

export default function SidebarLebenBlock({ content, page }: BlockProps<SidebarLeben>) {
  return (
    <nav className={styles.sidebar} aria-labelledby="sidebar-leben-titel">
      <h2 id="sidebar-leben-titel" className={styles.titel}>
        {content.titel || 'Leben in Tannbrunn'}
      </h2>
      <ul className={styles.liste}>
        {LEBEN_NAVIGATION.map((eintrag) => {
          const aktiv = page.path === eintrag.href || page.path.startsWith(eintrag.href + '/');
          return (
            <li key={eintrag.href}>
              <SmartLink
                href={eintrag.href}
                className={styles.link}
                aria-current={page.path === eintrag.href ? 'page' : undefined}
                data-aktiv={aktiv ? 'true' : undefined}
              >
                <span>{eintrag.titel}</span>
                <Icon name="chevron-right" size={18} />
              </SmartLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
