// The slides of a hero slider, server-rendered in Swiper's markup. Swiper itself (core and autoplay,
// about 20 kB gzip) is not part of the first load: it starts on this markup when the browser is idle after
// the page has loaded, or at once when the visitor reaches for the slider (useSwiper's `wake`). Until
// then the first slide shows, as it would with Swiper, so nothing moves when it starts.
import type { ReactNode, RefObject } from 'react';
import 'swiper/css';

interface Props {
  trackRef: RefObject<HTMLDivElement | null>;
  count: number;
  active: number;
  renderSlide: (index: number) => ReactNode;
  className?: string;
  slideClassName?: string;
}

export function SlideTrack({ trackRef, count, active, renderSlide, className, slideClassName }: Props) {
  return (
    <div ref={trackRef} className={`swiper ${className ?? ''}`}>
      <div className="swiper-wrapper">
        {Array.from({ length: count }, (_, index) => (
          // Slides out of view are inert: their links are not in the tab order and not read out.
          <div key={index} className={`swiper-slide ${slideClassName ?? ''}`} inert={index !== active}>
            {renderSlide(index)}
          </div>
        ))}
      </div>
    </div>
  );
}
