// The partner logos as a carousel (WAI-ARIA APG carousel pattern), an island of the site script started when the
// footer comes near (PartnerLogos.tsx): a pause/play button first (WCAG 2.2.2), then previous/next; autoplay every
// 6000 ms (spec section 9), waiting while a logo has keyboard focus or the mouse is over it, and not starting by
// itself when the visitor asks for reduced motion. A logo reached by Tab comes into view (Swiper's A11y module).
import { A11y } from 'swiper/modules';
import { AUTOPLAY_DELAY_MS, Swiper, TimerAutoplay } from '@/renderer/ui/slider/swiper-parts';

export function start(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>('[data-karussell-spur]');
  if (!track) return;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
  // null until the visitor presses pause or play: until then the motion preference decides.
  let choice: boolean | null = null;
  let focusInSlides = false;
  const playing = () => choice ?? !reduced.matches;

  root.setAttribute('role', 'region');
  root.setAttribute('aria-roledescription', 'Karussell');
  if (root.dataset.ueberschrift) root.setAttribute('aria-labelledby', root.dataset.ueberschrift);
  track.querySelector('ul')?.scrollTo({ left: 0 });
  const swiper = new Swiper(track, {
    modules: [A11y, TimerAutoplay],
    rewind: true,
    speed: reduced.matches ? 0 : 600,
    // The same counts and gaps as the list without JavaScript (PartnerLogos.module.css).
    slidesPerView: 2,
    spaceBetween: 16,
    breakpoints: { 640: { slidesPerView: 3 }, 1024: { slidesPerView: 4, spaceBetween: 24 } },
    autoplay: { delay: AUTOPLAY_DELAY_MS, pauseOnMouseEnter: true, enabled: playing() },
    a11y: {
      // The slides stay the items of the server's list (Swiper's default, a group, is not allowed on <li>).
      slideRole: 'listitem',
      itemRoleDescriptionMessage: 'Folie',
      slideLabelMessage: '{{index}} von {{slidesLength}}',
      prevSlideMessage: 'Vorheriges Partnerlogo',
      nextSlideMessage: 'Nächstes Partnerlogo',
      firstSlideMessage: 'Erstes Partnerlogo',
      lastSlideMessage: 'Letztes Partnerlogo',
    },
  });

  const render = () => {
    const rotating = playing() && !focusInSlides;
    root.dataset.autoplay = playing() ? 'an' : 'aus';
    if (rotating && !swiper.autoplay.running) swiper.autoplay.start();
    if (!rotating && swiper.autoplay.running) swiper.autoplay.stop();
    // A rotating carousel must not talk; a still one announces what the buttons bring into view.
    swiper.wrapperEl.setAttribute('aria-live', rotating ? 'off' : 'polite');
  };

  root.addEventListener('click', (event) => {
    const control =
      event.target instanceof Element ? event.target.closest<HTMLElement>('button[data-karussell]') : null;
    if (!control) return;
    const action = control.dataset.karussell;
    if (action === 'abspielen') choice = !playing();
    else if (action === 'zurueck') swiper.slidePrev();
    else if (action === 'weiter') swiper.slideNext();
    render();
  });
  track.addEventListener('focusin', () => {
    focusInSlides = true;
    render();
  });
  track.addEventListener('focusout', (event) => {
    if (track.contains(event.relatedTarget as Node | null)) return;
    focusInSlides = false;
    render();
  });
  reduced.addEventListener('change', () => {
    swiper.params.speed = reduced.matches ? 0 : 600;
    render();
  });
  root.setAttribute('data-karussell-laeuft', '');
  render();
}
