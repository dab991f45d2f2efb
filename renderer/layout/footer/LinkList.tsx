import type { MenuItem } from '@/codegen/out/types';
import { SmartLink } from '@/renderer/ui/SmartLink';
import styles from './LinkList.module.css';

/** A footer menu as a list of links: stacked, or in a row for the legal links. */
export function LinkList({ items, inline = false }: { items: MenuItem[]; inline?: boolean }) {
  return (
    <ul className={inline ? styles.inline : styles.stacked}>
      {items.map((item) => (
        <li key={item.href + item.title}>
          <SmartLink href={item.href} className={styles.link}>
            {item.title}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
