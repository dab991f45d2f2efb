// The parts of Swiper the sliders and the partner carousel use, in one module to load on demand: its core and the
// site's own timer autoplay (./timer-autoplay.ts, in place of Swiper's, which draws every frame).
export { default as Swiper } from 'swiper';
export { AUTOPLAY_DELAY_MS, TimerAutoplay } from './timer-autoplay';
