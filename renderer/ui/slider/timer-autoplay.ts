// Autoplay for the sliders and the partner carousel, in place of Swiper's own module: one timer per slide instead
// of a requestAnimationFrame loop. Swiper's Autoplay counts its time left on every frame (for progress bars, which
// this site has none of), so a page with a rotating slider drew 60 frames a second while nothing moved: about 7 % of
// a core for as long as the tab stayed open, on a phone as on a desktop. Same options and methods as Swiper's
// (`autoplay.delay`, `enabled`, `pauseOnMouseEnter`; `start`, `stop`, `pause`, `resume`, `running`, `paused`), so the
// islands configure it as before: the next slide comes `delay` ms after the last change ended (the transition's
// `speed` included), whether autoplay or a visitor made it; it waits while the mouse is over the slider or the tab
// is hidden, and then goes on with the time that was left.
import type { SwiperModule } from 'swiper/types';

/** Spec section 9: a carousel moves on every 6000 ms. Every slider of the site and the partner carousel. */
export const AUTOPLAY_DELAY_MS = 6000;

/** Why autoplay waits: the mouse over the slider, a hidden tab, or a call of `autoplay.pause()`. */
type PauseReason = 'maus' | 'verborgen' | 'aufruf';

export const TimerAutoplay: SwiperModule = ({ swiper, extendParams, on, emit }) => {
  extendParams({ autoplay: { enabled: false, delay: AUTOPLAY_DELAY_MS, pauseOnMouseEnter: false } });
  const pausedBy = new Set<PauseReason>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let dueAt = 0;

  const options = () => (typeof swiper.params.autoplay === 'object' ? swiper.params.autoplay : {});
  const delay = () => options().delay ?? AUTOPLAY_DELAY_MS;

  function clear(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  /** The next slide in `ms`; while paused, `ms` is kept as the time left for the resumption. */
  function schedule(ms: number): void {
    clear();
    swiper.autoplay.timeLeft = ms;
    dueAt = Date.now() + ms;
    if (!swiper.autoplay.running || pausedBy.size > 0) return;
    timer = setTimeout(advance, ms);
  }

  function advance(): void {
    timer = undefined;
    if (swiper.destroyed || !swiper.autoplay.running || pausedBy.size > 0) return;
    if (swiper.isEnd && !swiper.params.rewind && !swiper.params.loop) {
      stop();
      return;
    }
    // A slide change schedules the next one (below); one that changes nothing still waits a whole delay.
    const before = swiper.activeIndex;
    swiper.slideNext(swiper.params.speed, true, true);
    emit('autoplay');
    if (swiper.activeIndex === before) schedule(delay());
  }

  function start(): boolean {
    if (swiper.autoplay.running) return false;
    swiper.autoplay.running = true;
    emit('autoplayStart');
    schedule(delay());
    if (document.hidden) pauseFor('verborgen');
    return true;
  }

  function stop(): boolean {
    if (!swiper.autoplay.running) return false;
    clear();
    swiper.autoplay.running = false;
    swiper.autoplay.paused = false;
    pausedBy.clear();
    emit('autoplayStop');
    return true;
  }

  function pauseFor(reason: PauseReason): void {
    if (!swiper.autoplay.running || pausedBy.has(reason)) return;
    if (pausedBy.size === 0) {
      swiper.autoplay.timeLeft = Math.max(0, dueAt - Date.now());
      clear();
    }
    pausedBy.add(reason);
    swiper.autoplay.paused = true;
    emit('autoplayPause');
  }

  function resumeFrom(reason: PauseReason): void {
    if (!pausedBy.delete(reason) || pausedBy.size > 0) return;
    swiper.autoplay.paused = false;
    emit('autoplayResume');
    schedule(swiper.autoplay.timeLeft);
  }

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && options().pauseOnMouseEnter) pauseFor('maus');
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') resumeFrom('maus');
  };
  const onVisibilityChange = () => {
    if (document.hidden) pauseFor('verborgen');
    else resumeFrom('verborgen');
  };

  swiper.autoplay = {
    running: false,
    paused: false,
    timeLeft: 0,
    start,
    stop,
    pause: () => pauseFor('aufruf'),
    resume: () => resumeFrom('aufruf'),
  };

  on('init', () => {
    swiper.el.addEventListener('pointerenter', onPointerEnter);
    swiper.el.addEventListener('pointerleave', onPointerLeave);
    document.addEventListener('visibilitychange', onVisibilityChange);
    if (options().enabled) start();
  });
  on('slideChange', () => {
    if (swiper.autoplay.running) schedule(delay() + swiper.params.speed!);
  });
  on('destroy', () => {
    swiper.el?.removeEventListener('pointerenter', onPointerEnter);
    swiper.el?.removeEventListener('pointerleave', onPointerLeave);
    document.removeEventListener('visibilitychange', onVisibilityChange);
    stop();
  });
};
