import { Icon } from '@/renderer/icons/Icon';
import styles from './SearchPanel.module.css';

/**
 * A plain GET form: it works before the site script runs and without JavaScript on the results page. Shown while
 * its toggle's details is open (SiteHeader.module.css).
 */
export function SearchPanel({ id }: { id: string }) {
  return (
    <div id={id} className={styles.panel} data-panel={id}>
      <div className="page-container">
        <form action="/de/gemeinde/suche" method="get" role="search" className={styles.form}>
          <label htmlFor={`${id}-eingabe`} className={styles.label}>
            Wonach suchen Sie?
          </label>
          <div className={styles.row}>
            <input
              id={`${id}-eingabe`}
              className={styles.input}
              type="search"
              name="q"
              placeholder="Suchbegriff eingeben"
              autoComplete="off"
              enterKeyHint="search"
            />
            <button type="submit" className={`button ${styles.submit}`}>
              <Icon name="search" size={22} />
              <span className={styles.submitLabel}>Suchen</span>
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
