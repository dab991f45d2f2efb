import { useId, useRef, useState, type FocusEvent } from 'react';
import type { BlockProps } from '@/renderer/block-props';
import type { SchuleHeroSlider, SchuleHeroSliderDaten } from '@/codegen/out/types';
import { Icon } from '@/renderer/icons/Icon';
import { usePrefersReducedMotion } from '@/renderer/client/use-prefers-reduced-motion';
import { SmartLink } from '@/renderer/ui/SmartLink';
import { SlideImage } from '@/renderer/ui/slider/SlideImage';
import { SlideTrack } from '@/renderer/ui/slider/SlideTrack';
import { useSwiper } from '@/renderer/ui/slider/use-swiper';
import { DEFAULT_LINK_TEXT } from '@/renderer/ui/link-text';
import { slidesFromPortal, type Slide } from './portal-slides';
import styles from './SchuleHeroSliderBlock.module.css';

/** Spec section 9: carousel autoplay delay; speed of the school hero. */
export const AUTOPLAY_DELAY_MS = 6000;
export const SLIDE_SPEED_MS = 600;

function SlideContent({ slide, index, count }: { slide: Slide; index: number; count: number }) {
  return (
    <div className={styles.slide} role="group" aria-roledescription="Folie" aria-label={`${index + 1} von ${count}`}>
      <SlideImage bild={slide.bildupload} index={index} className={styles.image} />
      <div className={styles.panel}>
        <div className={`page-container ${styles.panelInner}`}>
          {slide.untertitel && <p className={styles.kicker}>{slide.untertitel}</p>}
          <h2 className={styles.title}>{slide.titel}</h2>
          {slide.einleitung && <p className={styles.intro}>{slide.einleitung}</p>}
          {slide.link && (
            <SmartLink href={slide.link} className="button button--light">
              {slide.linktext || DEFAULT_LINK_TEXT}
            </SmartLink>
          )}
        </div>
      </div>
    </div>
  );
}

/**
 * The school's hero slider (WAI-ARIA APG carousel): a visible pause/play button (WCAG 2.2.2),
 * previous/next and one button per slide; arrow keys move while focus is inside; rotation waits
 * while focus or the mouse is inside and never starts by itself under reduced motion.
 */
export default function SchuleHeroSliderBlock({ content, data }: BlockProps<SchuleHeroSlider, SchuleHeroSliderDaten>) {
  const slides = slidesFromPortal(data, content.modulname);
  const headingId = useId();
  const reducedMotion = usePrefersReducedMotion();
  // null until the user presses the button: until then the motion preference decides.
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const playing = (userPlaying ?? !reducedMotion) && slides.length > 1;
  const [focusInside, setFocusInside] = useState(false);
  const trackRef = useRef<HTMLDivElement>(null);
  const rotating = playing && !focusInside;
  const speed = reducedMotion ? 0 : SLIDE_SPEED_MS;
  const {
    active,
    wake,
    slideTo: goTo,
    onKeyDown,
  } = useSwiper(trackRef, { count: slides.length, speed, autoplayDelayMs: AUTOPLAY_DELAY_MS, rotating });

  if (!slides.length) {
    return (
      <section className={styles.fallback} aria-labelledby={headingId}>
        <div className="page-container">
          <h1 id={headingId} className={styles.heading}>
            {content.titel}
          </h1>
        </div>
      </section>
    );
  }

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
  };

  return (
    <section
      className={styles.slider}
      aria-roledescription="Karussell"
      aria-labelledby={headingId}
      data-autoplay={playing ? 'an' : 'aus'}
      data-aktive-folie={active + 1}
      onKeyDown={onKeyDown}
      onFocus={() => {
        setFocusInside(true);
        wake();
      }}
      onPointerEnter={wake}
      onBlur={onBlur}
    >
      <SlideTrack
        trackRef={trackRef}
        count={slides.length}
        active={active}
        renderSlide={(index) => <SlideContent slide={slides[index]!} index={index} count={slides.length} />}
        className={styles.swiper}
      />
      <div className={styles.bar}>
        <div className={`page-container ${styles.barInner}`}>
          <h1 id={headingId} className={styles.heading}>
            {content.titel}
          </h1>
          {slides.length > 1 && (
            <div className={styles.controls}>
              <button type="button" className={styles.play} onClick={() => setUserPlaying(!playing)}>
                <Icon name={playing ? 'pause' : 'play'} size={18} />
                {playing ? 'Anhalten' : 'Abspielen'}
                <span className="visually-hidden"> (automatischer Bildwechsel)</span>
              </button>
              <button
                type="button"
                className={styles.step}
                onClick={() => goTo(active - 1)}
                aria-label="Vorherige Folie"
              >
                <Icon name="chevron-left" size={20} />
              </button>
              <ul className={styles.dots}>
                {slides.map((slide, index) => (
                  <li key={`${index}-${slide.titel}`}>
                    <button
                      type="button"
                      className={styles.dot}
                      aria-current={index === active ? 'true' : undefined}
                      aria-label={`Folie ${index + 1}: ${slide.titel}`}
                      onClick={() => goTo(index)}
                    />
                  </li>
                ))}
              </ul>
              <button type="button" className={styles.step} onClick={() => goTo(active + 1)} aria-label="Nächste Folie">
                <Icon name="chevron-right" size={20} />
              </button>
              {/* A rotating carousel must not talk; a still one says which slide the buttons brought. */}
              <p className={styles.position} aria-live={rotating ? 'off' : 'polite'} aria-atomic="true">
                {`Folie ${active + 1} von ${slides.length}`}
              </p>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
