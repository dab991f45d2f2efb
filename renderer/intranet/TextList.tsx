import Link from 'next/link';
import { formatDatum } from '@/lib/format/datum';
import type { IntranetRubrik, IntranetText } from '@/lib/services/intranet/intranet-service';
import styles from './Intranet.module.css';
import staff from '@/renderer/staff/Staff.module.css';

export function textHref(text: IntranetText, categories: IntranetRubrik[]): string | null {
  const category = categories.find((c) => c.url === text.rubrik);
  return category ? `${category.taggingpfad.replace(/\/+$/, '')}/${text.id}` : null;
}

/** Texts as cards: date, title (linking to the item), teaser, and the category when several are mixed. */
export function TextList({
  texts,
  categories,
  showCategory,
  headingLevel = 2,
}: {
  texts: IntranetText[];
  categories: IntranetRubrik[];
  showCategory: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={styles.textList}>
      {texts.map((text) => {
        const href = textHref(text, categories);
        const category = categories.find((c) => c.url === text.rubrik);
        return (
          <li key={`${text.rubrik}-${text.id}`} className={styles.textCard}>
            <p className={staff.meta}>
              <time dateTime={text.datum_von}>{formatDatum(text.datum_von)}</time>
              {showCategory && category && <span> · {category.rubrik}</span>}
            </p>
            <Heading className={styles.textTitle}>{href ? <Link href={href}>{text.titel}</Link> : text.titel}</Heading>
            {text.teaser && <p className={styles.teaser}>{text.teaser}</p>}
          </li>
        );
      })}
    </ul>
  );
}
