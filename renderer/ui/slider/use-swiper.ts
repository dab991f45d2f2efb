// Starts Swiper on a SlideTrack once the browser is idle after the page has loaded, or at once on `wake`
// (pointer or focus on the slider), and keeps what both hero sliders need in one place: the active slide,
// autoplay following `rotating` (motion preference, pause button, focus), and the arrow keys.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { useIdleImport } from '@/renderer/client/use-idle-import';

const loadSwiper = () => import('./swiper-parts');

interface Options {
  count: number;
  speed: number;
  autoplayDelayMs: number;
  /** Whether the slides move on by themselves now. */
  rotating: boolean;
}

interface SliderControls {
  /** The slide in view (0-based); follows Swiper once it runs. */
  active: number;
  /** Starts loading Swiper at once. */
  wake: () => void;
  /** Works before Swiper has started too: starts it at once and moves there when it runs. Rewinds at both ends. */
  slideTo: (index: number) => void;
  /** Left and right arrow keys while focus is inside the carousel (WAI-ARIA APG). */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

export function useSwiper(
  trackRef: RefObject<HTMLDivElement | null>,
  { count, speed, autoplayDelayMs, rotating }: Options,
): SliderControls {
  const { loaded, wake } = useIdleImport(loadSwiper, count > 1);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const pending = useRef<number | null>(null);
  const speedRef = useRef(speed);
  // The instance also as a ref: between Swiper's start and the next render the state still says null.
  const instanceRef = useRef<SwiperInstance | null>(null);

  useEffect(() => {
    const el = trackRef.current;
    if (!loaded || !el) return;
    const instance = new loaded.Swiper(el, {
      modules: [loaded.Autoplay],
      speed: speedRef.current,
      rewind: true,
      // Off at the start: the effect below switches it on and off.
      autoplay: { delay: autoplayDelayMs, disableOnInteraction: false, pauseOnMouseEnter: true, enabled: false },
      on: { slideChange: (s) => setActive(s.realIndex) },
    });
    if (pending.current !== null) instance.slideTo(pending.current, 0);
    pending.current = null;
    instanceRef.current = instance;
    setSwiper(instance);
    return () => {
      instanceRef.current = null;
      setSwiper(null);
      instance.destroy(true, false);
    };
  }, [loaded, trackRef, autoplayDelayMs]);

  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (rotating && !swiper.autoplay.running) swiper.autoplay.start();
    if (!rotating && swiper.autoplay.running) swiper.autoplay.stop();
  }, [swiper, rotating]);

  // A changed motion preference sets the speed of the running instance; it does not restart it.
  useEffect(() => {
    speedRef.current = speed;
    const instance = instanceRef.current;
    if (instance && !instance.destroyed) instance.params.speed = speed;
  }, [speed]);

  const slideTo = useCallback(
    (index: number) => {
      const target = ((index % count) + count) % count;
      const instance = instanceRef.current;
      if (instance && !instance.destroyed) instance.slideTo(target);
      else {
        pending.current = target;
        wake();
      }
    },
    [wake, count],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') slideTo(active + 1);
    else if (event.key === 'ArrowLeft') slideTo(active - 1);
    else return;
    event.preventDefault();
  };

  return { active, wake, slideTo, onKeyDown };
}
