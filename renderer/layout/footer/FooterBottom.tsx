import type { MenuItem } from '@/codegen/out/types';
import { Copyright } from './Copyright';
import { LinkList } from './LinkList';
import styles from './FooterBottom.module.css';

/** The last line of both footers (municipality and school): copyright and the legal links. */
export function FooterBottom({ holder, legal }: { holder: string; legal: MenuItem[] }) {
  return (
    <div className={styles.bottom}>
      <div className={`page-container ${styles.bottomInner}`}>
        <Copyright holder={holder} className={styles.copyright} />
        {legal.length > 0 && (
          <nav aria-label="Rechtliches">
            <LinkList items={legal} inline />
          </nav>
        )}
      </div>
    </div>
  );
}
