/* eslint-disable @typescript-eslint/no-require-imports -- the server's half of staticIsland() */
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { staticIsland } from '@/renderer/islands/static-island';
import type { Partner } from './PartnerLink';
import styles from './PartnerLogos.module.css';

const HEADING = 'Unsere Partner';

type CarouselProps = { partners: Partner[]; heading: string };

// Swiper is loaded only when the footer comes near the viewport: it must not weigh on the first load.
const loadCarousel = () => import('./PartnerCarousel').then((m) => m.default);

// The list is kept as the server sent it (next/image's code comes only with the carousel).
const PartnerList = staticIsland<CarouselProps>(
  typeof window === 'undefined'
    ? require('./PartnerList').PartnerList
    : () => import('./PartnerList').then((m) => m.PartnerList),
);

/**
 * The partner logos: a plain list from the server (and without JavaScript), a carousel once near view and its code
 * has arrived. The list stays until then, and for good when the code cannot come (offline, say).
 */
export function PartnerLogos({ partners }: { partners: Partner[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const [nearView, setNearView] = useState(false);
  const [Carousel, setCarousel] = useState<ComponentType<CarouselProps> | null>(null);
  const carousel = partners.length > 1;

  useEffect(() => {
    if (!nearView) return;
    let current = true;
    loadCarousel().then(
      (component) => current && setCarousel(() => component),
      () => undefined, // the list is complete without it
    );
    return () => {
      current = false;
    };
  }, [nearView]);

  useEffect(() => {
    const el = ref.current;
    if (!el || !carousel) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNearView(true);
          observer.disconnect();
        }
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [carousel]);

  if (partners.length === 0) return null;
  return (
    <div ref={ref} className={styles.partners}>
      {carousel && Carousel ? (
        <Carousel partners={partners} heading={HEADING} />
      ) : (
        <PartnerList partners={partners} heading={HEADING} />
      )}
    </div>
  );
}
