// The panorama's parallax (spec section 9), an island of the site script started when the block comes near: the image
// moves a little against the scrolling; not on the clients the specification names, nor for anyone who prefers
// reduced motion (parallax.ts).
import { parallaxErlaubt, parallaxVersatz } from './parallax';

export function start(section: HTMLElement): void {
  const layer = section.querySelector<HTMLElement>('[data-parallax-ebene]');
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  if (!layer || !parallaxErlaubt(navigator.userAgent, reduced)) return;
  let frame = 0;
  const update = () => {
    frame = 0;
    const rect = section.getBoundingClientRect();
    layer.style.transform = `translate3d(0, ${parallaxVersatz(rect.top, rect.height, window.innerHeight)}px, 0) scale(1.15)`;
  };
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  section.dataset.parallax = 'aktiv';
  update();
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', onScroll);
}
