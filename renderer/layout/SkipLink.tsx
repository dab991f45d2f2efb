import styles from './SkipLink.module.css';

export function SkipLink() {
  return (
    <a href="#inhalt" className={styles.skipLink}>
      Zum Inhalt springen
    </a>
  );
}
