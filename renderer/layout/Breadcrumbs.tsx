import { SmartLink } from '@/renderer/ui/SmartLink';
import type { Breadcrumb } from '@/renderer/page-types';
import styles from './Breadcrumbs.module.css';

export function Breadcrumbs({ items }: { items: Breadcrumb[] }) {
  if (!items.length) return null;
  return (
    <nav aria-label="Brotkrümelnavigation" className={styles.breadcrumbs}>
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.href + index}>
              {last ? (
                <span aria-current="page">{item.title}</span>
              ) : (
                <SmartLink href={item.href}>{item.title}</SmartLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
