// The hero slider (spec sections 2 and 9): up to 5 slides, autoplay every 6000 ms, pausable, keyboard-operable, and
// no autoplay for people who ask for reduced motion. Plain HTML from the server (the slides in Swiper's markup,
// renderer/ui/slider/SlideTrack.tsx); its island (renderer/ui/slider/slider.island.ts) starts Swiper on it and runs the
// controls. What the server sends is the still state: nothing moves before the browser has answered the motion query.
import { useId } from 'react';
import type { HeroSlide } from '@/codegen/out/types';
import { SmartLink } from '@/renderer/ui/SmartLink';
import { DEFAULT_LINK_TEXT } from '@/renderer/ui/link-text';
import { Icon } from '@/renderer/icons/Icon';
import { SlideImage } from './slider/SlideImage';
import { SlideList } from './slider/SlideList';
import { SlideTrack } from './slider/SlideTrack';
import styles from './HeroSlider.module.css';

interface Props {
  titel: string;
  slides: HeroSlide[];
  /** Transition in ms. */
  speed?: number;
}

/** One slide: the group role and label Swiper's a11y module used to add, the same before and after it loads. */
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
  const id = useId();
  const many = slides.length > 1;
  const count = slides.length;
  return (
    <section
      className={styles.slider}
      aria-roledescription="Karussell"
      aria-labelledby={`${id}-titel`}
      data-insel={many ? 'slider' : undefined}
      data-insel-laden="leerlauf"
      data-geschwindigkeit={speed}
      data-autoplay="aus"
      data-aktive-folie="1"
    >
      <h1 id={`${id}-titel`} className="visually-hidden">
        {titel}
      </h1>
      <SlideTrack
        idPrefix={id}
        count={count}
        renderSlide={(index) => <HeroSlideContent slide={slides[index]!} index={index} count={count} />}
        className={styles.swiper}
        slideClassName={styles.slide}
      />
      {many && (
        <div className={styles.controls}>
          <button
            type="button"
            className={`${styles.control} mit-skript`}
            data-slider-aktion="abspielen"
            aria-label="Automatischen Bildwechsel starten"
            data-label-an="Automatischen Bildwechsel anhalten"
            data-label-aus="Automatischen Bildwechsel starten"
            data-reduced-motion="true"
          >
            <span className={styles.whenPlaying}>
              <Icon name="pause" size={20} />
            </span>
            <span className={styles.whenStill}>
              <Icon name="play" size={20} />
            </span>
          </button>
          <button
            type="button"
            className={`${styles.control} mit-skript`}
            data-slider-aktion="zurueck"
            aria-label="Vorheriges Bild"
          >
            <Icon name="chevron-left" size={20} />
          </button>
          <SlideList
            idPrefix={id}
            count={count}
            label={(index) => `Bild ${index + 1} von ${count}: ${slides[index]!.titel}`}
            listClassName={styles.dots}
            className={styles.dot}
          />
          <button
            type="button"
            className={`${styles.control} mit-skript`}
            data-slider-aktion="weiter"
            aria-label="Nächstes Bild"
          >
            <Icon name="chevron-right" size={20} />
          </button>
        </div>
      )}
      <p
        className="visually-hidden"
        aria-live="polite"
        aria-atomic="true"
        data-slider-status=""
        data-vorlage="Bild {n} von {m}: {titel}"
        data-titel={JSON.stringify(slides.map((slide) => slide.titel))}
      >
        Bild 1 von {count}: {slides[0]?.titel}
      </p>
    </section>
  );
}
