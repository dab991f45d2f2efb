import { useEffect, useId, useState, type FocusEvent } from 'react';
import type { Swiper as SwiperClass } from 'swiper';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/a11y';
import { Icon } from '@/renderer/icons/Icon';
import { usePrefersReducedMotion } from '@/renderer/client/use-prefers-reduced-motion';
import { PartnerLink, type Partner } from './PartnerLink';
import styles from './PartnerLogos.module.css';

/** Spec section 9: carousel autoplay delay. */
const AUTOPLAY_DELAY_MS = 6000;

interface Props {
  partners: Partner[];
  heading: string;
}

/**
 * The partner logos as a carousel (WAI-ARIA APG carousel pattern): a pause/play button first (WCAG 2.2.2),
 * then previous/next; rotation waits while a logo has keyboard focus or the mouse is over it, and
 * does not start by itself when the user asks for reduced motion.
 */
export default function PartnerCarousel({ partners, heading }: Props) {
  const headingId = useId();
  const reducedMotion = usePrefersReducedMotion();
  // null until the user presses pause or play: until then the motion preference decides.
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const playing = userPlaying ?? !reducedMotion;
  const [focusInSlides, setFocusInSlides] = useState(false);
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  // Swiper reads its autoplay options once, at init.
  const [autoplay] = useState(() => ({
    delay: AUTOPLAY_DELAY_MS,
    disableOnInteraction: false,
    pauseOnMouseEnter: true,
    enabled: playing,
  }));
  const rotating = playing && !focusInSlides;

  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (rotating && !swiper.autoplay.running) swiper.autoplay.start();
    if (!rotating && swiper.autoplay.running) swiper.autoplay.stop();
    // A rotating carousel must not talk; a still one announces what the buttons bring into view.
    swiper.wrapperEl.setAttribute('aria-live', rotating ? 'off' : 'polite');
  }, [swiper, rotating]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusInSlides(false);
  };

  return (
    <div
      role="region"
      aria-roledescription="Karussell"
      aria-labelledby={headingId}
      className={styles.carousel}
      data-autoplay={playing ? 'an' : 'aus'}
    >
      <div className={styles.head}>
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
        <div className={styles.controls}>
          <button type="button" className={styles.control} onClick={() => setUserPlaying(!playing)}>
            <Icon name={playing ? 'pause' : 'play'} size={20} />
            <span className="visually-hidden">{playing ? 'Karussell anhalten' : 'Karussell fortsetzen'}</span>
          </button>
          <button type="button" className={styles.control} onClick={() => swiper?.slidePrev()}>
            <Icon name="chevron-left" size={20} />
            <span className="visually-hidden">Vorheriges Partnerlogo</span>
          </button>
          <button type="button" className={styles.control} onClick={() => swiper?.slideNext()}>
            <Icon name="chevron-right" size={20} />
            <span className="visually-hidden">Nächstes Partnerlogo</span>
          </button>
        </div>
      </div>
      <div onFocus={() => setFocusInSlides(true)} onBlur={onBlur}>
        <Swiper
          modules={[A11y, Autoplay]}
          onSwiper={setSwiper}
          autoplay={autoplay}
          rewind
          speed={reducedMotion ? 0 : 600}
          // The same counts and gaps as the static list (PartnerLogos.module.css).
          slidesPerView={2}
          spaceBetween={16}
          breakpoints={{ 640: { slidesPerView: 3 }, 1024: { slidesPerView: 4, spaceBetween: 24 } }}
          a11y={{
            itemRoleDescriptionMessage: 'Folie',
            slideLabelMessage: '{{index}} von {{slidesLength}}',
            prevSlideMessage: 'Vorheriges Partnerlogo',
            nextSlideMessage: 'Nächstes Partnerlogo',
            firstSlideMessage: 'Erstes Partnerlogo',
            lastSlideMessage: 'Letztes Partnerlogo',
          }}
          className={styles.swiper}
        >
          {partners.map((partner) => (
            <SwiperSlide key={partner.href + partner.name}>
              <PartnerLink partner={partner} />
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
    </div>
  );
}
