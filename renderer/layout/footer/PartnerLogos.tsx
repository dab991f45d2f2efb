// The partner logos (spec section 2: a partner logo carousel). Plain HTML from the server, in Swiper's markup: a row
// that scrolls sideways, with as many logos in view as the carousel shows, which is all there is before and without
// JavaScript. Once the footer comes near, its island (partner-karussell.island.ts) starts Swiper on it and shows the
// controls, so swapping moves nothing.
import { useId } from 'react';
import 'swiper/css';
import 'swiper/css/a11y';
import { Icon } from '@/renderer/icons/Icon';
import { PartnerLink, type Partner } from './PartnerLink';
import styles from './PartnerLogos.module.css';

const HEADING = 'Unsere Partner';

export function PartnerLogos({ partners }: { partners: Partner[] }) {
  const headingId = useId();
  if (partners.length === 0) return null;
  const carousel = partners.length > 1;
  return (
    <div
      className={styles.partners}
      data-insel={carousel ? 'partner-karussell' : undefined}
      data-insel-laden="nah"
      data-autoplay="aus"
      data-ueberschrift={headingId}
    >
      <div className={styles.head}>
        <h2 id={headingId} className={styles.heading}>
          {HEADING}
        </h2>
        {carousel && (
          <div className={`${styles.controls} ${styles.carouselOnly}`}>
            <button type="button" className={styles.control} data-karussell="abspielen">
              <span className={styles.whenPlaying}>
                <Icon name="pause" size={20} />
                <span className="visually-hidden">Karussell anhalten</span>
              </span>
              <span className={styles.whenStill}>
                <Icon name="play" size={20} />
                <span className="visually-hidden">Karussell fortsetzen</span>
              </span>
            </button>
            <button type="button" className={styles.control} data-karussell="zurueck">
              <Icon name="chevron-left" size={20} />
              <span className="visually-hidden">Vorheriges Partnerlogo</span>
            </button>
            <button type="button" className={styles.control} data-karussell="weiter">
              <Icon name="chevron-right" size={20} />
              <span className="visually-hidden">Nächstes Partnerlogo</span>
            </button>
          </div>
        )}
      </div>
      <div className={`swiper ${styles.swiper}`} data-karussell-spur="">
        <ul className={`swiper-wrapper ${styles.list}`}>
          {partners.map((partner) => (
            <li key={partner.href + partner.name} className="swiper-slide">
              <PartnerLink partner={partner} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
