import type { BlockProps } from '@/renderer/block-props';
import type { BildText } from '@/codegen/out/types';
import { CmsImage } from '@/renderer/ui/CmsImage';
import { RichText } from '@/renderer/ui/RichText';
import { SmartLink } from '@/renderer/ui/SmartLink';
import { DEFAULT_LINK_TEXT } from '@/renderer/ui/link-text';
import styles from './BildTextBlock.module.css';

export default function BildTextBlock({ content }: BlockProps<BildText>) {
  const { titel, untertitel, text, verweis, anordnung = 'links', bildupload } = content;
  return (
    <section
      className={`${styles.bildText} ${anordnung === 'rechts' ? styles.rechts : styles.links}`}
      data-anordnung={anordnung}
    >
      <CmsImage
        src={bildupload.bild}
        alt={bildupload.bildtext}
        copyright={bildupload.bildcopyright}
        sizes="(min-width: 1024px) 50vw, 100vw"
        aspect="4/3"
        className={styles.bild}
      />
      <div className={styles.text}>
        {untertitel && <p className={styles.kicker}>{untertitel}</p>}
        <h2 className={styles.titel}>{titel}</h2>
        {text && <RichText html={text} />}
        {verweis && (
          <SmartLink href={verweis.ziel} className="arrow-link">
            {verweis.text || DEFAULT_LINK_TEXT}
            <span className="visually-hidden">: {titel}</span>
          </SmartLink>
        )}
      </div>
    </section>
  );
}
