import type { BlockProps } from '@/renderer/block-props';
import type { BildTextTeaser3X } from '@/codegen/out/types';
import { CmsImage } from '@/renderer/ui/CmsImage';
import { SmartLink } from '@/renderer/ui/SmartLink';
import { DEFAULT_LINK_TEXT } from '@/renderer/ui/link-text';
import styles from './BildTextTeaser3xBlock.module.css';

export default function BildTextTeaser3xBlock({ content }: BlockProps<BildTextTeaser3X>) {
  return (
    <section className={styles.section}>
      {content.titel && <h2 className={styles.heading}>{content.titel}</h2>}
      <ul className={styles.cards}>
        {content.karten.map((karte) => (
          <li key={karte.link + karte.titel} className={styles.card}>
            <CmsImage
              src={karte.bildupload.bild}
              alt={karte.bildupload.bildtext}
              copyright={karte.bildupload.bildcopyright}
              sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              aspect="3/2"
            />
            <div className={styles.body}>
              <h3 className={styles.title}>{karte.titel}</h3>
              {karte.text && <p>{karte.text}</p>}
              <SmartLink
                href={karte.link}
                className={`arrow-link ${styles.link}`}
                aria-label={`${karte.linktext || DEFAULT_LINK_TEXT}: ${karte.titel}`}
              >
                {karte.linktext || DEFAULT_LINK_TEXT}
              </SmartLink>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
