import type { BlockProps } from '@/renderer/block-props';
import type { PanoramabildPanoramateaser } from '@/codegen/out/types';
import { CmsImage } from '@/renderer/ui/CmsImage';
import { SmartLink } from '@/renderer/ui/SmartLink';
import { DEFAULT_LINK_TEXT } from '@/renderer/ui/link-text';
import styles from './PanoramabildPanoramateaserBlock.module.css';

export default function PanoramabildPanoramateaserBlock({ content }: BlockProps<PanoramabildPanoramateaser>) {
  const { titel, untertitel, text, link, linktext, parallax, bildupload } = content;
  return (
    // The image moves with the scrolling where the block asks for it: an island of the site script (parallax.island.ts).
    <section className={styles.panorama} data-insel={parallax ? 'parallax' : undefined} data-insel-laden="nah">
      <div className={styles.bild}>
        <div className={styles.ebene} data-parallax-ebene="">
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
