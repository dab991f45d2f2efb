import type { BlockProps } from '@/renderer/block-props';
import type { Textblock } from '@/codegen/out/types';
import { RichText } from '@/renderer/ui/RichText';
import styles from './TextBlock.module.css';

/** CMS text; the renderer has sanitised `text` before it reaches this component. */
export default function TextBlock({ content }: BlockProps<Textblock>) {
  // The editors choose the heading's level (2 unless they do), so the page's outline skips none.
  const Heading = content.titel ? (`h${content.titel.ebene ?? 2}` as const) : null;
  return (
    <section className={styles.text}>
      {Heading && <Heading>{content.titel!.text}</Heading>}
      <RichText html={content.text} />
    </section>
  );
}
