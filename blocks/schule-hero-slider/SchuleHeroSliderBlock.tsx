import { useId } from 'react';
import type { BlockProps } from '@/renderer/block-props';
import type { SchuleHeroSlider, SchuleHeroSliderDaten } from '@/codegen/out/types';
import { Icon } from '@/renderer/icons/Icon';
import { SmartLink } from '@/renderer/ui/SmartLink';
import { SlideImage } from '@/renderer/ui/slider/SlideImage';
import { SlideList } from '@/renderer/ui/slider/SlideList';
import { SlideTrack } from '@/renderer/ui/slider/SlideTrack';
import { DEFAULT_LINK_TEXT } from '@/renderer/ui/link-text';
import { slidesFromPortal, type Slide } from './portal-slides';
import styles from './SchuleHeroSliderBlock.module.css';

/** Speed of the school hero's slide change (its autoplay: renderer/ui/slider/timer-autoplay.ts). */
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
 * The school's hero slider (WAI-ARIA APG carousel): a visible pause/play button (WCAG 2.2.2), previous/next and one
 * button per slide; arrow keys move while focus is inside; rotation waits while focus or the mouse is inside and never
 * starts by itself under reduced motion. Plain HTML from the server; its island (renderer/ui/slider/slider.island.ts)
 * runs it. Without JavaScript the slides are a strip to scroll, with a link to each.
 */
export default function SchuleHeroSliderBlock({ content, data }: BlockProps<SchuleHeroSlider, SchuleHeroSliderDaten>) {
  const slides = slidesFromPortal(data, content.modulname);
  const headingId = useId();
  const count = slides.length;

  if (!count) {
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

  return (
    <section
      className={styles.slider}
      aria-roledescription="Karussell"
      aria-labelledby={headingId}
      data-insel={count > 1 ? 'slider' : undefined}
      data-insel-laden="leerlauf"
      data-geschwindigkeit={SLIDE_SPEED_MS}
      data-still-ohne-bewegung=""
      data-pause-bei-fokus=""
      data-autoplay="aus"
      data-aktive-folie="1"
    >
      <SlideTrack
        idPrefix={headingId}
        count={count}
        renderSlide={(index) => <SlideContent slide={slides[index]!} index={index} count={count} />}
        className={styles.swiper}
      />
      <div className={styles.bar}>
        <div className={`page-container ${styles.barInner}`}>
          <h1 id={headingId} className={styles.heading}>
            {content.titel}
          </h1>
          {count > 1 && (
            <div className={styles.controls}>
              <button type="button" className={`${styles.play} mit-skript`} data-slider-aktion="abspielen">
                <span className={styles.whenPlaying}>
                  <Icon name="pause" size={18} />
                  Anhalten
                </span>
                <span className={styles.whenStill}>
                  <Icon name="play" size={18} />
                  Abspielen
                </span>
                <span className="visually-hidden"> (automatischer Bildwechsel)</span>
              </button>
              <button
                type="button"
                className={`${styles.step} mit-skript`}
                data-slider-aktion="zurueck"
                aria-label="Vorherige Folie"
              >
                <Icon name="chevron-left" size={20} />
              </button>
              <SlideList
                idPrefix={headingId}
                count={count}
                label={(index) => `Folie ${index + 1}: ${slides[index]!.titel}`}
                listClassName={styles.dots}
                className={styles.dot}
              />
              <button
                type="button"
                className={`${styles.step} mit-skript`}
                data-slider-aktion="weiter"
                aria-label="Nächste Folie"
              >
                <Icon name="chevron-right" size={20} />
              </button>
              {/* A rotating carousel must not talk; a still one says which slide the buttons brought. */}
              <p
                className={styles.position}
                aria-live="polite"
                aria-atomic="true"
                data-slider-status=""
                data-vorlage="Folie {n} von {m}"
              >
                {`Folie 1 von ${count}`}
              </p>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
