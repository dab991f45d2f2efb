import styles from './Staff.module.css';

/** Spec section 8: a list that could not be loaded is empty, and the page says so. */
export function LoadFailed({ children }: { children: string }) {
  return (
    <p className={styles.problem} role="status">
      {children}
    </p>
  );
}
