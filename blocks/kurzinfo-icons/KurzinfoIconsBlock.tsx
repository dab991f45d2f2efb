import type { BlockProps } from '@/renderer/block-props';
import type { KurzinfoIcons } from '@/codegen/out/types';
import { Icon } from '@/renderer/icons/Icon';
import { SmartLink } from '@/renderer/ui/SmartLink';
import { DEFAULT_LINK_TEXT } from '@/renderer/ui/link-text';
import styles from './KurzinfoIconsBlock.module.css';

export default function KurzinfoIconsBlock({ content }: BlockProps<KurzinfoIcons>) {
  return (
    <section className={styles.section} aria-label={content.titel ? undefined : 'Kurzinfos'}>
      {content.titel && <h2 className={styles.heading}>{content.titel}</h2>}
      <ul className={styles.items}>
        {content.items.map((item, i) => (
          <li key={i} className={styles.item}>
            <span className={styles.icon}>
              <Icon name={item.icon} size={32} />
            </span>
            <h3 className={styles.titel}>{item.titel}</h3>
            {item.text && <p className={styles.text}>{item.text}</p>}
            {item.link && (
              <SmartLink href={item.link} className="arrow-link">
                {item.linktext || DEFAULT_LINK_TEXT}
                <span className="visually-hidden">: {item.titel}</span>
              </SmartLink>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
