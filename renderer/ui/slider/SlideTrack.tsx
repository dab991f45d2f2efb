// The slides of a hero slider, server-rendered in Swiper's markup. Swiper itself (core and autoplay, about 20 kB gzip)
// is no part of the first load: the slider's island (slider.island.ts) starts it on this markup once the browser is
// idle after the page has loaded, or at once when the visitor reaches for the slider. Until then, and without
// JavaScript, the slides are a strip that scrolls sideways and snaps to each slide (SlideTrack.module.css), the first
// one in view, so nothing moves when Swiper starts.
import type { ReactNode } from 'react';
import 'swiper/css';
import styles from './SlideTrack.module.css';

interface Props {
  /** Prefix of the slides' ids, which the links of the slide list point at without JavaScript. */
  idPrefix: string;
  count: number;
  renderSlide: (index: number) => ReactNode;
  className?: string;
  slideClassName?: string;
}

export const slideId = (idPrefix: string, index: number) => `${idPrefix}-folie-${index + 1}`;

export function SlideTrack({ idPrefix, count, renderSlide, className, slideClassName }: Props) {
  return (
    <div className={`swiper ${styles.track} ${className ?? ''}`} data-slider-spur="">
      <div className="swiper-wrapper">
        {Array.from({ length: count }, (_, index) => (
          <div
            key={index}
            id={slideId(idPrefix, index)}
            className={`swiper-slide ${styles.slide} ${slideClassName ?? ''}`}
          >
            {renderSlide(index)}
          </div>
        ))}
      </div>
    </div>
  );
}
