import type { Ref } from 'react';
import { Icon } from '@/renderer/icons/Icon';
import styles from './SearchPanel.module.css';

interface SearchPanelProps {
  id: string;
  open: boolean;
  inputRef: Ref<HTMLInputElement>;
}

/** A plain GET form: it works before hydration and without JavaScript on the results page. */
export function SearchPanel({ id, open, inputRef }: SearchPanelProps) {
  return (
    <div id={id} className={styles.panel} hidden={!open}>
      <div className="page-container">
        <form action="/de/gemeinde/suche" method="get" role="search" className={styles.form}>
          <label htmlFor={`${id}-eingabe`} className={styles.label}>
            Wonach suchen Sie?
          </label>
          <div className={styles.row}>
            <input
              ref={inputRef}
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
