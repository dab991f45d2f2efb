// The hero sliders' behaviour (renderer/ui/HeroSlider.tsx, blocks/schule-hero-slider), an island of the site script
// loaded once the browser is idle after the load, or when the visitor reaches for the slider
// (renderer/islands/browser-islands.ts). It starts Swiper on the server's markup and runs the controls (WAI-ARIA APG
// carousel): play and pause, previous and next (rewinding at both ends), one button per slide, the arrow keys while
// focus is inside; autoplay every 6000 ms (spec section 9) unless paused, never by itself under reduced motion, held
// while the mouse (and, where the slider says data-pause-bei-fokus, the focus) is inside. Slides out of view are inert.
import type { Swiper as SwiperInstance } from 'swiper';
import { AUTOPLAY_DELAY_MS, Swiper, TimerAutoplay } from './swiper-parts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export function start(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>('[data-slider-spur]');
  const slides = [...(track?.querySelectorAll<HTMLElement>('.swiper-slide') ?? [])];
  if (!track || slides.length < 2) return;
  const count = slides.length;
  const speed = Number(root.dataset.geschwindigkeit ?? 600);
  const stillWithoutMotion = root.hasAttribute('data-still-ohne-bewegung');
  const pauseOnFocus = root.hasAttribute('data-pause-bei-fokus');
  const playButton = root.querySelector<HTMLElement>('[data-slider-aktion="abspielen"]');
  const status = root.querySelector<HTMLElement>('[data-slider-status]');
  const titles = JSON.parse(status?.dataset.titel ?? '[]') as string[];
  const motion = window.matchMedia(REDUCED_MOTION);

  // null until the visitor presses play or pause: until then the motion preference decides.
  let choice: boolean | null = null;
  let focusInside = false;
  let active = 0;
  const playing = () => choice ?? !motion.matches;
  const rotating = () => playing() && !(pauseOnFocus && focusInside);

  // A slide scrolled into view before the script ran (the strip without JavaScript) stays in view.
  const initialSlide = Math.min(count - 1, Math.round(track.scrollLeft / Math.max(1, track.clientWidth)));
  track.scrollLeft = 0;
  const swiper: SwiperInstance = new Swiper(track, {
    modules: [TimerAutoplay],
    speed: stillWithoutMotion && motion.matches ? 0 : speed,
    rewind: true,
    initialSlide,
    // Off at the start: render() switches it on and off.
    autoplay: { delay: AUTOPLAY_DELAY_MS, pauseOnMouseEnter: true, enabled: false },
    on: {
      slideChange: (instance) => {
        active = instance.realIndex;
        render();
      },
    },
  });
  active = swiper.realIndex;

  function render(): void {
    const isPlaying = playing();
    const isRotating = rotating();
    root.dataset.autoplay = isPlaying ? 'an' : 'aus';
    root.dataset.aktiveFolie = String(active + 1);
    if (playButton) {
      const label = isPlaying ? playButton.dataset.labelAn : playButton.dataset.labelAus;
      if (label) playButton.setAttribute('aria-label', label);
      if (playButton.hasAttribute('data-reduced-motion')) playButton.dataset.reducedMotion = String(motion.matches);
    }
    slides.forEach((slide, index) => slide.toggleAttribute('inert', index !== active));
    for (const dot of root.querySelectorAll<HTMLElement>('[data-slider-folie]')) {
      if (Number(dot.dataset.sliderFolie) === active) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    }
    if (status) {
      status.textContent = (status.dataset.vorlage ?? '')
        .replace('{n}', String(active + 1))
        .replace('{m}', String(count))
        .replace('{titel}', titles[active] ?? '');
      status.setAttribute('aria-live', isRotating ? 'off' : 'polite');
    }
    if (swiper.destroyed) return;
    if (isRotating && !swiper.autoplay.running) swiper.autoplay.start();
    if (!isRotating && swiper.autoplay.running) swiper.autoplay.stop();
  }

  const slideTo = (index: number) => swiper.slideTo(((index % count) + count) % count);

  root.addEventListener('click', (event) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>('button') : null;
    if (!control || !root.contains(control)) return;
    const action = control.dataset.sliderAktion;
    if (action === 'abspielen') {
      choice = !playing();
      render();
    } else if (action === 'zurueck') slideTo(active - 1);
    else if (action === 'weiter') slideTo(active + 1);
    else if (control.dataset.sliderFolie !== undefined) slideTo(Number(control.dataset.sliderFolie));
  });
  root.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowRight') slideTo(active + 1);
    else if (event.key === 'ArrowLeft') slideTo(active - 1);
    else return;
    event.preventDefault();
  });
  root.addEventListener('focusin', () => {
    focusInside = true;
    render();
  });
  root.addEventListener('focusout', (event) => {
    if (root.contains(event.relatedTarget as Node | null)) return;
    focusInside = false;
    render();
  });
  motion.addEventListener('change', () => {
    swiper.params.speed = stillWithoutMotion && motion.matches ? 0 : speed;
    render();
  });
  // Focus already inside (the visitor reached for the slider, which started it).
  focusInside = root.contains(document.activeElement);
  render();
}
