import type { BlockProps } from '@/renderer/block-props';
import type { HeadlineTeaser } from '@/codegen/out/types';
import { SmartLink } from '@/renderer/ui/SmartLink';
import { DEFAULT_LINK_TEXT } from '@/renderer/ui/link-text';
import styles from './HeadlineTeaserBlock.module.css';

export default function HeadlineTeaserBlock({ content }: BlockProps<HeadlineTeaser>) {
  return (
    <section className={styles.teaser}>
      {content.untertitel && <p className={styles.kicker}>{content.untertitel}</p>}
      <h2 className={styles.title}>{content.titel}</h2>
      {content.einleitung && <p className={styles.intro}>{content.einleitung}</p>}
      {content.link && (
        <SmartLink href={content.link} className="arrow-link">
          {content.linktext || DEFAULT_LINK_TEXT}
        </SmartLink>
      )}
    </section>
  );
}
