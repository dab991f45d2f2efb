import { useEffect, useState } from 'react';
import Router from 'next/router';
import { PROGRESS_DELAY_MS } from './progress-delay';
import styles from './NavigationProgress.module.css';

export function NavigationProgress() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = (_url: string, { shallow }: { shallow: boolean }) => {
      if (shallow) return;
      clearTimeout(timer);
      timer = setTimeout(() => setVisible(true), PROGRESS_DELAY_MS);
    };
    const done = () => {
      clearTimeout(timer);
      setVisible(false);
    };
    Router.events.on('routeChangeStart', start);
    Router.events.on('routeChangeComplete', done);
    Router.events.on('routeChangeError', done);
    return () => {
      clearTimeout(timer);
      Router.events.off('routeChangeStart', start);
      Router.events.off('routeChangeComplete', done);
      Router.events.off('routeChangeError', done);
    };
  }, []);

  if (!visible) return null;
  return (
    <div className={styles.bar} role="progressbar" aria-label="Seite wird geladen">
      <span className={styles.indicator} />
    </div>
  );
}
