// The hero slider (spec sections 2 and 9): up to 5 slides, autoplay every 6000 ms, pausable,
// keyboard-operable, and no autoplay for people who ask for reduced motion. The slides and the
// late-loaded Swiper come from renderer/ui/slider (shared with the school's hero slider).
import { useId, useRef, useState } from 'react';
import type { HeroSlide } from '@/codegen/out/types';
import { SmartLink } from '@/renderer/ui/SmartLink';
import { DEFAULT_LINK_TEXT } from '@/renderer/ui/link-text';
import { Icon } from '@/renderer/icons/Icon';
import { usePrefersReducedMotion } from '@/renderer/client/use-prefers-reduced-motion';
import { SlideImage } from './slider/SlideImage';
import { SlideTrack } from './slider/SlideTrack';
import { useSwiper } from './slider/use-swiper';
import styles from './HeroSlider.module.css';

export const AUTOPLAY_DELAY_MS = 6000;

interface Props {
  titel: string;
  slides: HeroSlide[];
  /** Transition in ms. */
  speed?: number;
}

/** One slide: the group role and label Swiper's a11y module used to add, now the same before and after it loads. */
function HeroSlideContent({ slide, index, count }: { slide: HeroSlide; index: number; count: number }) {
  return (
    <div role="group" aria-roledescription="Bild" aria-label={`Bild ${index + 1} von ${count}`}>
      <SlideImage bild={slide.bildupload} index={index} className={styles.image} />
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
    </div>
  );
}

export function HeroSliderView({ titel, slides, speed = 600 }: Props) {
  const trackRef = useRef<HTMLDivElement>(null);
  const reduced = usePrefersReducedMotion();
  // 'auto' follows the reduced-motion preference until the visitor presses play or pause.
  const [choice, setChoice] = useState<'auto' | 'play' | 'pause'>('auto');
  const id = useId();
  const many = slides.length > 1;
  const playing = many && (choice === 'play' || (choice === 'auto' && !reduced));
  const {
    active,
    wake,
    slideTo: go,
    onKeyDown,
  } = useSwiper(trackRef, { count: slides.length, speed, autoplayDelayMs: AUTOPLAY_DELAY_MS, rotating: playing });

  return (
    <section
      className={styles.slider}
      aria-roledescription="Karussell"
      aria-labelledby={`${id}-titel`}
      onKeyDown={onKeyDown}
      onFocus={wake}
      onPointerEnter={wake}
    >
      <h1 id={`${id}-titel`} className="visually-hidden">
        {titel}
      </h1>
      <SlideTrack
        trackRef={trackRef}
        count={slides.length}
        active={active}
        renderSlide={(index) => <HeroSlideContent slide={slides[index]!} index={index} count={slides.length} />}
        className={styles.swiper}
        slideClassName={styles.slide}
      />
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
          <button type="button" className={styles.control} onClick={() => go(active - 1)} aria-label="Vorheriges Bild">
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
          <button type="button" className={styles.control} onClick={() => go(active + 1)} aria-label="Nächstes Bild">
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
