import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { PartnerLink, type Partner } from './PartnerLink';
import styles from './PartnerLogos.module.css';

const HEADING = 'Unsere Partner';

// Swiper is loaded only when the footer comes near the viewport: it must not weigh on the first load.
const PartnerCarousel = dynamic(() => import('./PartnerCarousel'), {
  ssr: false,
  loading: () => (
    <>
      <div className={styles.head}>
        <h2 className={styles.heading}>{HEADING}</h2>
      </div>
      <div className={styles.placeholder} />
    </>
  ),
});

/** The partner logos: a plain list from the server (and without JavaScript), a carousel once near view. */
export function PartnerLogos({ partners }: { partners: Partner[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const [nearView, setNearView] = useState(false);
  const carousel = partners.length > 1;

  useEffect(() => {
    const el = ref.current;
    if (!el || !carousel) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNearView(true);
          observer.disconnect();
        }
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [carousel]);

  if (partners.length === 0) return null;
  return (
    <div ref={ref} className={styles.partners}>
      {carousel && nearView ? (
        <PartnerCarousel partners={partners} heading={HEADING} />
      ) : (
        <>
          <div className={styles.head}>
            <h2 className={styles.heading}>{HEADING}</h2>
          </div>
          <ul className={styles.list}>
            {partners.map((partner) => (
              <li key={partner.href + partner.name}>
                <PartnerLink partner={partner} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
