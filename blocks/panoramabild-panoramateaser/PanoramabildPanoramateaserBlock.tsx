import { useEffect, useRef } from 'react';
import type { BlockProps } from '@/renderer/block-props';
import type { PanoramabildPanoramateaser } from '@/codegen/out/types';
import { CmsImage } from '@/renderer/ui/CmsImage';
import { SmartLink } from '@/renderer/ui/SmartLink';
import { DEFAULT_LINK_TEXT } from '@/renderer/ui/link-text';
import { parallaxErlaubt, parallaxVersatz } from './parallax';
import styles from './PanoramabildPanoramateaserBlock.module.css';

function useParallax(enabled: boolean) {
  const sectionRef = useRef<HTMLElement>(null);
  const layerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const section = sectionRef.current;
    const layer = layerRef.current;
    if (!enabled || !section || !layer) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    if (!parallaxErlaubt(navigator.userAgent, reduced)) return;
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
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
      layer.style.transform = '';
      delete section.dataset.parallax;
    };
  }, [enabled]);
  return { sectionRef, layerRef };
}

export default function PanoramabildPanoramateaserBlock({ content }: BlockProps<PanoramabildPanoramateaser>) {
  const { titel, untertitel, text, link, linktext, parallax, bildupload } = content;
  const { sectionRef, layerRef } = useParallax(Boolean(parallax));
  return (
    <section ref={sectionRef} className={styles.panorama}>
      <div className={styles.bild}>
        <div ref={layerRef} className={styles.ebene}>
          <CmsImage
            src={bildupload.bild}
            alt={bildupload.bildtext}
            sizes="100vw"
            aspect="21/9"
            className={styles.image}
          />
        </div>
        {bildupload.bildcopyright && <p className={styles.copyright}>© {bildupload.bildcopyright}</p>}
      </div>
      <div className={styles.kasten}>
        {untertitel && <p className={styles.kicker}>{untertitel}</p>}
        <h2 className={styles.titel}>{titel}</h2>
        {text && <p className={styles.text}>{text}</p>}
        {link && (
          <SmartLink href={link} className="button">
            {linktext || DEFAULT_LINK_TEXT}
            <span className="visually-hidden">: {titel}</span>
          </SmartLink>
        )}
      </div>
    </section>
  );
}
