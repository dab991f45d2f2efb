// @vitest-environment happy-dom
// The sliders' autoplay (renderer/ui/slider/timer-autoplay.ts) on Swiper's module interface, with a stand-in for
// Swiper's core (slides, rewind, events) and the fake clock: when the next slide comes, that nothing runs between
// slides (no animation frame, one timer), and the pauses for the mouse, a hidden tab and a call.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Swiper, SwiperModule } from 'swiper/types';
import { TimerAutoplay } from '@/renderer/ui/slider/timer-autoplay';

type Handler = (...args: unknown[]) => void;

/** The part of Swiper's core the module uses: params, slides with rewind, events, the element. */
function fakeSwiper(autoplay: Record<string, unknown>, { slides = 3, speed = 600, rewind = true } = {}) {
  const handlers = new Map<string, Handler[]>();
  const emitted: string[] = [];
  const emit = (name: string) => {
    emitted.push(name);
    for (const handler of handlers.get(name) ?? []) handler();
  };
  const el = document.createElement('div');
  const swiper = {
    el,
    params: { speed, rewind, loop: false } as Record<string, unknown>,
    activeIndex: 0,
    destroyed: false,
    get isEnd() {
      return swiper.activeIndex === slides - 1;
    },
    slideNext() {
      if (swiper.isEnd && !rewind) return false;
      swiper.activeIndex = swiper.isEnd ? 0 : swiper.activeIndex + 1;
      emit('slideChange');
      return true;
    },
    slideTo(index: number) {
      if (index === swiper.activeIndex) return false;
      swiper.activeIndex = index;
      emit('slideChange');
      return true;
    },
  } as unknown as Swiper & { slideTo(index: number): boolean };
  const install: SwiperModule = TimerAutoplay;
  install({
    swiper,
    params: swiper.params,
    extendParams: (defaults) => {
      swiper.params.autoplay = { ...(defaults.autoplay as object), ...autoplay };
    },
    on: ((name: string, handler: Handler) => {
      handlers.set(name, [...(handlers.get(name) ?? []), handler]);
    }) as Swiper['on'],
    once: (() => undefined) as unknown as Swiper['once'],
    off: (() => undefined) as unknown as Swiper['off'],
    emit: ((name: string) => emit(name)) as Swiper['emit'],
  });
  emit('init');
  const destroy = () => {
    (swiper as { destroyed: boolean }).destroyed = true;
    emit('destroy');
  };
  return { swiper, el, emitted, destroy };
}

const pointer = (type: 'pointerenter' | 'pointerleave', pointerType = 'mouse') =>
  Object.assign(new Event(type), { pointerType });

/** The slider stays on slide `from` until `ms` have passed (to the millisecond), then shows slide `to`. */
function expectNextSlideAfter(swiper: Swiper, ms: number, from: number, to: number) {
  vi.advanceTimersByTime(ms - 1);
  expect(swiper.activeIndex).toBe(from);
  vi.advanceTimersByTime(1);
  expect(swiper.activeIndex).toBe(to);
}

describe('timer autoplay', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'requestAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('moves on after the delay, then after delay and transition, and rewinds at the end', () => {
    const { swiper } = fakeSwiper({ enabled: true, delay: 6000 });
    expect(swiper.autoplay.running).toBe(true);
    expectNextSlideAfter(swiper, 6000, 0, 1);
    // The next change comes 6000 ms after the 600 ms transition.
    expectNextSlideAfter(swiper, 6600, 1, 2);
    vi.advanceTimersByTime(6600);
    expect(swiper.activeIndex).toBe(0);
  });

  it('keeps one timer between slides and asks for no animation frame', () => {
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    fakeSwiper({ enabled: true, delay: 6000 });
    vi.advanceTimersByTime(3000);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(30_000);
    expect(vi.getTimerCount()).toBe(1);
    expect(frames).not.toHaveBeenCalled();
  });

  it('does not start when not enabled; start and stop say whether they changed anything', () => {
    const { swiper, emitted } = fakeSwiper({ enabled: false, delay: 6000 });
    vi.advanceTimersByTime(20_000);
    expect(swiper.activeIndex).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    expect(swiper.autoplay.start()).toBe(true);
    expect(swiper.autoplay.start()).toBe(false);
    vi.advanceTimersByTime(6000);
    expect(swiper.activeIndex).toBe(1);
    expect(swiper.autoplay.stop()).toBe(true);
    expect(swiper.autoplay.stop()).toBe(false);
    vi.advanceTimersByTime(20_000);
    expect(swiper.activeIndex).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
    expect(emitted.filter((name) => name.startsWith('autoplay'))).toEqual([
      'autoplayStart',
      'autoplay',
      'autoplayStop',
    ]);
  });

  it('moves on every 6000 ms (spec section 9) when a slider names no delay', () => {
    const { swiper } = fakeSwiper({ enabled: true });
    expectNextSlideAfter(swiper, 6000, 0, 1);
  });

  it('a call of pause() holds it until resume(), whatever the mouse does meanwhile', () => {
    const { swiper, el } = fakeSwiper({ enabled: true, delay: 6000, pauseOnMouseEnter: true });
    vi.advanceTimersByTime(1000);
    swiper.autoplay.pause();
    el.dispatchEvent(pointer('pointerenter'));
    el.dispatchEvent(pointer('pointerleave'));
    vi.advanceTimersByTime(60_000);
    expect(swiper.activeIndex).toBe(0);
    expect(swiper.autoplay.paused).toBe(true);
    swiper.autoplay.resume();
    expectNextSlideAfter(swiper, 5000, 0, 1);
  });

  it('a visitor’s slide change starts the countdown anew', () => {
    const { swiper } = fakeSwiper({ enabled: true, delay: 6000 });
    vi.advanceTimersByTime(5000);
    swiper.slideTo(2);
    expectNextSlideAfter(swiper, 6600, 2, 0);
  });

  it('waits while the mouse is over the slider and goes on with the time that was left', () => {
    const { swiper, el } = fakeSwiper({ enabled: true, delay: 6000, pauseOnMouseEnter: true });
    vi.advanceTimersByTime(4000);
    el.dispatchEvent(pointer('pointerenter'));
    expect(swiper.autoplay.paused).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(swiper.activeIndex).toBe(0);
    el.dispatchEvent(pointer('pointerleave'));
    expect(swiper.autoplay.paused).toBe(false);
    expectNextSlideAfter(swiper, 2000, 0, 1);
  });

  it('the mouse does not pause a slider that does not ask for it, nor a touch', () => {
    const { swiper, el } = fakeSwiper({ enabled: true, delay: 6000, pauseOnMouseEnter: false });
    el.dispatchEvent(pointer('pointerenter'));
    vi.advanceTimersByTime(6000);
    expect(swiper.activeIndex).toBe(1);
    const touch = fakeSwiper({ enabled: true, delay: 6000, pauseOnMouseEnter: true });
    touch.el.dispatchEvent(pointer('pointerenter', 'touch'));
    vi.advanceTimersByTime(6000);
    expect(touch.swiper.activeIndex).toBe(1);
  });

  it('waits while the tab is hidden, also when the mouse leaves meanwhile', () => {
    let hidden = false;
    vi.spyOn(document, 'hidden', 'get').mockImplementation(() => hidden);
    const { swiper, el } = fakeSwiper({ enabled: true, delay: 6000, pauseOnMouseEnter: true });
    vi.advanceTimersByTime(1000);
    el.dispatchEvent(pointer('pointerenter'));
    hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
    el.dispatchEvent(pointer('pointerleave'));
    vi.advanceTimersByTime(60_000);
    expect(swiper.activeIndex).toBe(0);
    hidden = false;
    document.dispatchEvent(new Event('visibilitychange'));
    expectNextSlideAfter(swiper, 5000, 0, 1);
  });

  it('stops at the last slide without rewind, and leaves nothing behind when destroyed', () => {
    const { swiper } = fakeSwiper({ enabled: true, delay: 1000 }, { slides: 2, rewind: false, speed: 0 });
    vi.advanceTimersByTime(1000);
    expect(swiper.activeIndex).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(swiper.autoplay.running).toBe(false);
    expect(vi.getTimerCount()).toBe(0);

    const other = fakeSwiper({ enabled: true, delay: 1000 });
    other.destroy();
    expect(other.swiper.autoplay.running).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
