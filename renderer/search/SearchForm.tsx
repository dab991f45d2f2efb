import { Icon } from '@/renderer/icons/Icon';
import styles from './SearchPage.module.css';

interface Props {
  term: string;
  /** German message shown at the field (GOV.UK pattern), or null. */
  error: string | null;
}

export const SEARCH_INPUT_ID = 'suchbegriff';

/** The search again, prefilled: a plain GET form, so it works without JavaScript. */
export function SearchForm({ term, error }: Props) {
  return (
    <form
      action="/de/gemeinde/suche"
      method="get"
      role="search"
      aria-label="Seitensuche"
      className={styles.form}
      noValidate
    >
      <label htmlFor={SEARCH_INPUT_ID} className={styles.label}>
        Suchbegriff
      </label>
      {error && (
        <p id={`${SEARCH_INPUT_ID}-fehler`} className={styles.fieldError}>
          <span className="visually-hidden">Fehler: </span>
          {error}
        </p>
      )}
      <div className={styles.row}>
        <input
          id={SEARCH_INPUT_ID}
          className={styles.input}
          type="search"
          name="q"
          defaultValue={term}
          placeholder="Suchbegriff eingeben"
          autoComplete="off"
          enterKeyHint="search"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${SEARCH_INPUT_ID}-fehler` : undefined}
        />
        <button type="submit" className="button">
          <Icon name="search" size={20} />
          Suchen
        </button>
      </div>
    </form>
  );
}
