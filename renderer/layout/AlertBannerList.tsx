// The alert banners a page shows. Each can be dismissed by the visitor (remembered in this browser's local storage:
// no cookie, nothing sent anywhere), and each is announced to screen readers once, the first time this browser shows
// it; afterwards it is a labelled region that is read where it stands.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { STUFE_LABELS, WARNMELDUNG_TEXTS, type SichtbareWarnmeldung } from '@/lib/redaktion/shared/warnmeldung';
import { SmartLink } from '@/renderer/ui/SmartLink';
import styles from './AlertBanners.module.css';

const hiddenKey = (id: string) => `warnmeldung-ausgeblendet:${id}`;
const seenKey = (id: string) => `warnmeldung-angesagt:${id}`;

/** Tells the banners of this page that one was dismissed (local storage has no event for its own window). */
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Local storage that may be missing or full (private windows): then nothing is remembered. */
const storage = {
  has(key: string): boolean {
    try {
      return window.localStorage.getItem(key) !== null;
    } catch {
      return false;
    }
  },
  set(key: string): void {
    try {
      window.localStorage.setItem(key, '1');
    } catch {
      // Not remembered: the banner shows (and is announced) again next time.
    }
  },
};

function AlertBanner({ banner }: { banner: SichtbareWarnmeldung }) {
  // Shown as the server rendered it until hydrated, then as this browser remembers it.
  const hidden = useSyncExternalStore(
    subscribe,
    () => storage.has(hiddenKey(banner.id)),
    () => false,
  );
  const live = useRef<HTMLParagraphElement>(null);
  const label = STUFE_LABELS[banner.stufe];

  useEffect(() => {
    if (hidden || storage.has(seenKey(banner.id)) || !live.current) return;
    // Written into the live region after the first paint, so it is announced; remembered, so only this once.
    live.current.textContent = `${label}: ${banner.text}`;
    storage.set(seenKey(banner.id));
  }, [hidden, banner.id, banner.text, label]);

  if (hidden) return null;
  return (
    <div role="region" aria-label={`Warnmeldung: ${label}`} className={`${styles.banner} ${styles[banner.stufe]}`}>
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
        <button
          type="button"
          className={styles.close}
          onClick={() => {
            storage.set(hiddenKey(banner.id));
            for (const listener of listeners) listener();
          }}
        >
          {WARNMELDUNG_TEXTS.closeLabel}
        </button>
      </div>
      <p ref={live} className="visually-hidden" role={banner.stufe === 'gefahr' ? 'alert' : 'status'} />
    </div>
  );
}

export function AlertBannerList({ banners }: { banners: SichtbareWarnmeldung[] }) {
  return (
    <>
      {banners.map((banner) => (
        <AlertBanner key={banner.id} banner={banner} />
      ))}
    </>
  );
}
