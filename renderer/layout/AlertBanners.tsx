// The alert banners in every layout, between the header and the content: those whose area covers this page. Plain
// HTML from the server; each can be dismissed by the visitor and is announced to screen readers once, by an island
// of the site script that loads only on a page that shows a banner (warnmeldung.island.ts).
import { STUFE_LABELS, WARNMELDUNG_TEXTS, type SichtbareWarnmeldung } from '@/lib/redaktion/shared/warnmeldung';
import { SmartLink } from '@/renderer/ui/SmartLink';
import styles from './AlertBanners.module.css';

export interface AlertBannersProps {
  /** The banners this page shows (banners-for.ts). */
  banners: SichtbareWarnmeldung[];
}

function AlertBanner({ banner }: { banner: SichtbareWarnmeldung }) {
  const label = STUFE_LABELS[banner.stufe];
  return (
    <div
      role="region"
      aria-label={`Warnmeldung: ${label}`}
      className={`${styles.banner} ${styles[banner.stufe]}`}
      data-insel="warnmeldung"
      data-warnmeldung={banner.id}
    >
      <div className={`page-container ${styles.inner}`}>
        <p className={styles.text}>
          <strong className={styles.label}>{label}:</strong> {banner.text}
          {banner.link && (
            <>
              {' '}
              <SmartLink href={banner.link.href} className={styles.link}>
                {banner.link.text}
              </SmartLink>
            </>
          )}
        </p>
        {/* Dismissing is remembered in this browser's storage: a task of the site script. */}
        <button type="button" className={`${styles.close} mit-skript`} data-ausblenden="">
          {WARNMELDUNG_TEXTS.closeLabel}
        </button>
      </div>
      {/* Written into after the first paint, by the script, so that it is announced (once per browser). */}
      <p
        className="visually-hidden"
        role={banner.stufe === 'gefahr' ? 'alert' : 'status'}
        data-ansage={`${label}: ${banner.text}`}
      />
    </div>
  );
}

export function AlertBanners({ banners }: AlertBannersProps) {
  return (
    <>
      {banners.map((banner) => (
        <AlertBanner key={banner.id} banner={banner} />
      ))}
    </>
  );
}
