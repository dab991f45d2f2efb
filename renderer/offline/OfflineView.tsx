import type { LayoutData } from '@/renderer/load-layout';
import { DefaultLayout } from '@/renderer/layout/DefaultLayout';
import { PageHead } from '@/renderer/PageHead';
import styles from './OfflineView.module.css';

export interface OfflineViewProps {
  layoutData: LayoutData;
}

/** Shown by the service worker when a page cannot be loaded and was not visited before. */
export function OfflineView({ layoutData }: OfflineViewProps) {
  return (
    <>
      <PageHead title="Sie sind offline" noindex />
      <DefaultLayout
        layoutData={layoutData}
        isHome={false}
        currentPath="/offline"
        breadcrumbs={[
          { title: 'Startseite', href: '/de' },
          { title: 'Offline', href: '/offline' },
        ]}
      >
        <section className={styles.offline} aria-labelledby="offline-titel">
          <h1 id="offline-titel">Sie sind offline</h1>
          <p className={styles.lead}>
            Diese Seite konnte nicht geladen werden, weil Ihr Gerät gerade keine Verbindung zum Internet hat.
          </p>
          <p>
            Bitte prüfen Sie Ihre WLAN- oder Mobilfunkverbindung und versuchen Sie es dann erneut. Seiten, die Sie
            vorher schon besucht haben, können Sie auch ohne Verbindung aufrufen.
          </p>
          <p>Formulare, Buchungen, das Intranet und das Ratsinformationssystem sind nur mit Verbindung erreichbar.</p>
          {/* A plain link: a full page load asks the network again. */}
          <a href="/de" className="button">
            Zur Startseite
          </a>
        </section>
      </DefaultLayout>
    </>
  );
}
