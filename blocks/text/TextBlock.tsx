import type { BlockProps } from '@/renderer/block-props';
import type { Textblock } from '@/codegen/out/types';
import { RichText } from '@/renderer/ui/RichText';
import styles from './TextBlock.module.css';

/** CMS text; the renderer has sanitised `text` before it reaches this component. */
export default function TextBlock({ content }: BlockProps<Textblock>) {
  return (
    <section className={styles.text}>
      {content.titel && <h2>{content.titel}</h2>}
      <RichText html={content.text} />
    </section>
  );
}
