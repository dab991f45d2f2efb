import type { BlockProps } from '@/renderer/block-props';
import type { Pinnwand, PinnwandDaten } from '@/codegen/out/types';
import { formatDatum } from '@/lib/format/datum';
import { todayInBerlin } from '@/lib/format/dayjs';
import list from '@/renderer/ui/EntryList.module.css';
import own from './PinnwandBlock.module.css';

const styles = { ...list, ...own };

export default function PinnwandBlock({ content, data }: BlockProps<Pinnwand, PinnwandDaten>) {
  const heute = todayInBerlin();
  // A notice is shown from its first to its last day.
  const aushaenge = (data?.data ?? [])
    .filter((a) => (!a.datum_von || a.datum_von <= heute) && (!a.datum_bis || a.datum_bis >= heute))
    .sort((a, b) => (b.datum_von ?? '').localeCompare(a.datum_von ?? ''));
  // Item headings sit one level below the block's heading, or right below the page's h1.
  const H = content.titel ? 'h3' : 'h2';
  return (
    <section className={styles.section} aria-label={content.titel ? undefined : 'Pinnwand'}>
      {content.titel && <h2>{content.titel}</h2>}
      {content.einleitung && <p>{content.einleitung}</p>}
      {aushaenge.length === 0 ? (
        <p className={styles.leer}>
          {data ? 'Aktuell hängt nichts an der Pinnwand.' : 'Die Pinnwand kann gerade nicht geladen werden.'}
        </p>
      ) : (
        <ul className={styles.pinnwand}>
          {aushaenge.map((a) => (
            <li key={a.id} className={styles.zettel}>
              {a.kategorie && <span className={styles.tag}>{a.kategorie}</span>}
              <H className={styles.titel}>{a.titel}</H>
              {a.text && <p>{a.text}</p>}
              {a.kontakt && (
                <p className={styles.meta}>
                  <strong>Kontakt:</strong> {a.kontakt}
                </p>
              )}
              {a.datum_bis && <p className={styles.meta}>Aushang bis {formatDatum(a.datum_bis)}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
