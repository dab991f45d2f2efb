import type { BlockProps } from '@/renderer/block-props';
import type { Hero } from '@/codegen/out/types';
import { CmsImage } from '@/renderer/ui/CmsImage';
import { SmartLink } from '@/renderer/ui/SmartLink';
import { DEFAULT_LINK_TEXT } from '@/renderer/ui/link-text';
import styles from './HeroBlock.module.css';

export default function HeroBlock({ content }: BlockProps<Hero>) {
  const { titel, untertitel, einleitung, link, linktext, bildupload } = content;
  return (
    <section className={styles.hero} aria-labelledby="hero-titel">
      <CmsImage
        src={bildupload.bild}
        alt={bildupload.bildtext}
        copyright={bildupload.bildcopyright}
        sizes="100vw"
        priority
        aspect="21/9"
        className={styles.image}
      />
      <div className={styles.panel}>
        {untertitel && <p className={styles.kicker}>{untertitel}</p>}
        <h1 id="hero-titel" className={styles.title}>
          {titel}
        </h1>
        {einleitung && <p className={styles.intro}>{einleitung}</p>}
        {link && (
          <SmartLink href={link} className="button button--light">
            {linktext || DEFAULT_LINK_TEXT}
          </SmartLink>
        )}
      </div>
    </section>
  );
}
