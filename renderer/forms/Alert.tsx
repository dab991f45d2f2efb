// A success or error message that takes the focus when it appears, so screen readers read it.
import { useEffect, useRef, type ReactNode } from 'react';
import { Icon } from '@/renderer/icons/Icon';
import styles from './Form.module.css';

interface Props {
  kind: 'success' | 'error';
  title: string;
  children?: ReactNode;
  /** The heading level in the page outline. */
  level?: 2 | 3;
}

export function Alert({ kind, title, children, level = 2 }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={kind === 'error' ? 'alert' : 'status'}
      className={`${styles.alert} ${kind === 'success' ? styles.alertSuccess : styles.alertError}`}
    >
      <Icon name={kind === 'success' ? 'check' : 'alert'} size={28} className={styles.alertIcon} />
      <div>
        <Heading className={styles.alertTitle}>{title}</Heading>
        {children}
      </div>
    </div>
  );
}
