import type { BlockProps } from '@/renderer/block-props';
import type { Serviceportal, ServiceportalDaten } from '@/codegen/out/types';
import { SmartLink } from '@/renderer/ui/SmartLink';
import list from '@/renderer/ui/EntryList.module.css';
import own from './ServiceportalBlock.module.css';

const styles = { ...list, ...own };

export default function ServiceportalBlock({ content, data }: BlockProps<Serviceportal, ServiceportalDaten>) {
  const dienste = data?.data ?? [];
  const kategorien = [...new Set(dienste.map((d) => d.kategorie || 'Weitere Dienste'))].sort((a, b) =>
    a.localeCompare(b, 'de'),
  );
  // Group and item headings sit below the block's heading, or right below the page's h1.
  const G = content.titel ? 'h3' : 'h2';
  const H = content.titel ? 'h4' : 'h3';
  return (
    <section className={styles.section} aria-label={content.titel ? undefined : 'Serviceportal'}>
      {content.titel && <h2>{content.titel}</h2>}
      {content.einleitung && <p>{content.einleitung}</p>}
      {dienste.length === 0 && (
        <p className={styles.leer}>
          {data ? 'Aktuell sind keine Online-Dienste erfasst.' : 'Das Serviceportal kann gerade nicht geladen werden.'}
        </p>
      )}
      {kategorien.map((k) => (
        <div key={k} className={styles.kategorie}>
          <G>{k}</G>
          <ul className={styles.raster}>
            {dienste
              .filter((d) => (d.kategorie || 'Weitere Dienste') === k)
              .map((d) => (
                <li key={d.id} className={styles.karte}>
                  <span className={`${styles.tag} ${d.online ? '' : styles.tagAkzent}`}>
                    {d.online ? 'Online möglich' : 'Persönlich im Rathaus'}
                  </span>
                  <H className={styles.titel}>{d.link ? <SmartLink href={d.link}>{d.titel}</SmartLink> : d.titel}</H>
                  {d.text && <p>{d.text}</p>}
                </li>
              ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
