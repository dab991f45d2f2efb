// A state as a coloured badge with its German name (the colour only repeats what the word says).
import styles from './Desk.module.css';

export function StateBadge({ state, label }: { state: string; label: string }) {
  return <span className={`${styles.state} ${styles[state] ?? ''}`}>{label}</span>;
}
