// Starts Swiper on a SlideTrack once the browser is idle after the page has loaded, or at once on `wake`
// (pointer or focus on the slider). Autoplay starts switched off: the slider starts and stops it
// (motion preference, pause button).
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { useIdleImport } from '@/renderer/client/use-idle-import';

const loadSwiper = () => Promise.all([import('swiper'), import('swiper/modules')]).then(([core, modules]) => ({ Swiper: core.default, Autoplay: modules.Autoplay }));

interface Options {
  count: number;
  speed: number;
  autoplayDelayMs: number;
  onSlideChange: (index: number) => void;
}

/**
 * `slideTo` works before Swiper has started too: it starts Swiper at once and moves there when it runs.
 * `swiper` is null until then.
 */
export function useSwiper(
  trackRef: RefObject<HTMLDivElement | null>,
  { count, speed, autoplayDelayMs, onSlideChange }: Options,
): { swiper: SwiperInstance | null; wake: () => void; slideTo: (index: number) => void } {
  const { loaded, wake } = useIdleImport(loadSwiper, count > 1);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const pending = useRef<number | null>(null);
  const speedRef = useRef(speed);
  const instanceRef = useRef<SwiperInstance | null>(null);
  const onSlideChangeRef = useRef(onSlideChange);
  useEffect(() => {
    onSlideChangeRef.current = onSlideChange;
  });

  useEffect(() => {
    const el = trackRef.current;
    if (!loaded || !el) return;
    const instance = new loaded.Swiper(el, {
      modules: [loaded.Autoplay],
      speed: speedRef.current,
      rewind: true,
      autoplay: { delay: autoplayDelayMs, disableOnInteraction: false, pauseOnMouseEnter: true, enabled: false },
      on: { slideChange: (s) => onSlideChangeRef.current(s.realIndex) },
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

  // A changed motion preference sets the speed of the running instance; it does not restart it.
  useEffect(() => {
    speedRef.current = speed;
    const instance = instanceRef.current;
    if (instance && !instance.destroyed) instance.params.speed = speed;
  }, [speed]);

  const slideTo = useCallback(
    (index: number) => {
      const target = ((index % count) + count) % count; // rewinds at both ends
      // The ref, not the state: between Swiper's start and the next render the state still says null.
      const instance = instanceRef.current;
      if (instance && !instance.destroyed) instance.slideTo(target);
      else {
        pending.current = target;
        wake();
      }
    },
    [wake, count],
  );

  return { swiper, wake, slideTo };
}
