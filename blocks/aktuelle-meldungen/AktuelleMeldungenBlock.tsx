import type { BlockProps } from '@/renderer/block-props';
import type { AktuelleMeldungen, AktuelleMeldungenDaten } from '@/codegen/out/types';
import { formatDatum } from '@/lib/format/datum';
import { Pagination } from '@/renderer/ui/Pagination';
import { SmartLink } from '@/renderer/ui/SmartLink';
import { DEFAULT_LINK_TEXT } from '@/renderer/ui/link-text';
import styles from '@/renderer/ui/EntryList.module.css';

export default function AktuelleMeldungenBlock({
  content,
  data,
  page,
}: BlockProps<AktuelleMeldungen, AktuelleMeldungenDaten>) {
  const artikel = [...(data?.data ?? [])].sort((a, b) => b.datum_von.localeCompare(a.datum_von));
  // Item headings sit one level below the block's heading, or right below the page's h1.
  const H = content.titel ? 'h3' : 'h2';
  return (
    <section className={styles.section} aria-label={content.titel ? undefined : 'Aktuelle Meldungen'}>
      {content.titel && <h2>{content.titel}</h2>}
      {content.einleitung && <p>{content.einleitung}</p>}
      {artikel.length === 0 ? (
        <p className={styles.leer}>
          {data ? 'Aktuell sind keine Meldungen erfasst.' : 'Die Meldungen können gerade nicht geladen werden.'}
        </p>
      ) : (
        <ul className={styles.liste}>
          {artikel.map((a, i) => (
            <li key={a.id ?? `ohne-kennung-${i}`} className={styles.karte}>
              <p className={styles.meta}>
                <time dateTime={a.datum_von}>{formatDatum(a.datum_von)}</time>
              </p>
              <H className={styles.titel}>
                {a.detailURL ? <SmartLink href={a.detailURL}>{a.titel}</SmartLink> : a.titel}
              </H>
              {a.kurztext && <p>{a.kurztext}</p>}
            </li>
          ))}
        </ul>
      )}
      <Pagination pagination={page.pagination} path={page.path} query={page.query} label="Aktuelle Meldungen" />
      {content.link && (
        <p>
          <SmartLink href={content.link} className="arrow-link">
            {content.linktext || DEFAULT_LINK_TEXT}
          </SmartLink>
        </p>
      )}
    </section>
  );
}
