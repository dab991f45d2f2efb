// The hero slider (spec sections 2 and 9): up to 5 slides, autoplay every 6000 ms, pausable,
// keyboard-operable, and no autoplay for people who ask for reduced motion. Reusable by the
// school index (speed 600 ms there).
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Keyboard } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import type { HeroSlide } from '@/codegen/out/types';
import { CmsImage } from '@/renderer/ui/CmsImage';
import { SmartLink } from '@/renderer/ui/SmartLink';
import { DEFAULT_LINK_TEXT } from '@/renderer/ui/link-text';
import { Icon } from '@/renderer/icons/Icon';
import styles from './HeroSlider.module.css';

export const AUTOPLAY_DELAY_MS = 6000;

interface Props {
  titel: string;
  slides: HeroSlide[];
  /** Transition in ms (the school hero uses 600). */
  speed?: number;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const reducedMotionNow = () => window.matchMedia?.(REDUCED_MOTION).matches ?? false;
// On the server (and while hydrating) nothing moves: autoplay starts only once the browser has answered.
const reducedMotionOnServer = () => true;

export function HeroSliderView({ titel, slides, speed = 600 }: Props) {
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const reduced = useSyncExternalStore(subscribeReducedMotion, reducedMotionNow, reducedMotionOnServer);
  // 'auto' follows the reduced-motion preference until the visitor presses play or pause.
  const [choice, setChoice] = useState<'auto' | 'play' | 'pause'>('auto');
  const id = useId();
  const many = slides.length > 1;
  const playing = many && (choice === 'play' || (choice === 'auto' && !reduced));

  useEffect(() => {
    const autoplay = swiperRef.current?.autoplay;
    if (!autoplay) return;
    if (playing) autoplay.start();
    else autoplay.stop();
  }, [playing]);

  const go = useCallback((index: number) => swiperRef.current?.slideTo(index), []);

  return (
    <section className={styles.slider} aria-roledescription="Karussell" aria-labelledby={`${id}-titel`}>
      <h1 id={`${id}-titel`} className="visually-hidden">
        {titel}
      </h1>
      <Swiper
        modules={[A11y, Autoplay, Keyboard]}
        speed={speed}
        rewind
        autoplay={{ delay: AUTOPLAY_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{
          enabled: true,
          containerRoleDescriptionMessage: 'Karussell',
          itemRoleDescriptionMessage: 'Bild',
          slideLabelMessage: 'Bild {{index}} von {{slidesLength}}',
          prevSlideMessage: 'Vorheriges Bild',
          nextSlideMessage: 'Nächstes Bild',
          firstSlideMessage: 'Erstes Bild',
          lastSlideMessage: 'Letztes Bild',
        }}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
          // Autoplay waits for the reduced-motion check above.
          swiper.autoplay?.stop();
        }}
        onSlideChange={(swiper) => setActive(swiper.activeIndex)}
        className={styles.swiper}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={`${index}-${slide.titel}`} className={styles.slide} inert={index !== active}>
            <CmsImage
              src={slide.bildupload.bild}
              alt={slide.bildupload.bildtext}
              copyright={slide.bildupload.bildcopyright}
              sizes="100vw"
              priority={index === 0}
              aspect="21/9"
              className={styles.image}
            />
            <div className={styles.panel}>
              {slide.untertitel && <p className={styles.kicker}>{slide.untertitel}</p>}
              <p className={styles.title}>{slide.titel}</p>
              {slide.einleitung && <p className={styles.intro}>{slide.einleitung}</p>}
              {slide.link && (
                <SmartLink href={slide.link} className="button button--light">
                  {slide.linktext || DEFAULT_LINK_TEXT}
                  <span className="visually-hidden">: {slide.titel}</span>
                </SmartLink>
              )}
            </div>
          </SwiperSlide>
        ))}
      </Swiper>
      {many && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            onClick={() => setChoice(playing ? 'pause' : 'play')}
            aria-label={playing ? 'Automatischen Bildwechsel anhalten' : 'Automatischen Bildwechsel starten'}
            data-reduced-motion={reduced ? 'true' : 'false'}
          >
            <Icon name={playing ? 'pause' : 'play'} size={20} />
          </button>
          <button type="button" className={styles.control} onClick={() => go(active === 0 ? slides.length - 1 : active - 1)} aria-label="Vorheriges Bild">
            <Icon name="chevron-left" size={20} />
          </button>
          <ul className={styles.dots}>
            {slides.map((slide, index) => (
              <li key={index}>
                <button
                  type="button"
                  className={styles.dot}
                  onClick={() => go(index)}
                  aria-label={`Bild ${index + 1} von ${slides.length}: ${slide.titel}`}
                  aria-current={index === active ? 'true' : undefined}
                />
              </li>
            ))}
          </ul>
          <button type="button" className={styles.control} onClick={() => go(active === slides.length - 1 ? 0 : active + 1)} aria-label="Nächstes Bild">
            <Icon name="chevron-right" size={20} />
          </button>
        </div>
      )}
      <p className="visually-hidden" aria-live={playing ? 'off' : 'polite'} aria-atomic="true">
        Bild {active + 1} von {slides.length}: {slides[active]?.titel}
      </p>
    </section>
  );
}
