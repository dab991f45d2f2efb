import { useId } from 'react';
import type { BlockProps } from '@/renderer/block-props';
import type { SchuleBerichte, SchuleBerichteDaten } from '@/codegen/out/types';
import { SmartLink } from '@/renderer/ui/SmartLink';
import { formatDatum, isoDatum } from '@/lib/format/datum';
import styles from './SchuleBerichteBlock.module.css';

/** Spec section 2: the exact empty state of the school's reports. */
export const KEINE_BERICHTE = 'Aktuell sind keine Berichte erfasst';

export default function SchuleBerichteBlock({ content, data }: BlockProps<SchuleBerichte, SchuleBerichteDaten>) {
  const headingId = useId();
  const berichte = (data?.data ?? []).slice(0, content.anzahl ?? Infinity);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {content.titel ?? 'Berichte'}
      </h2>
      {berichte.length === 0 ? (
        <p className={styles.empty}>{KEINE_BERICHTE}</p>
      ) : (
        <ul className={styles.list}>
          {berichte.map((bericht, index) => {
            const datum = formatDatum(bericht.datum_von);
            return (
              <li key={`${index}-${bericht.titel}`} className={styles.item}>
                {datum && (
                  <time className={styles.date} dateTime={isoDatum(bericht.datum_von)}>
                    {datum}
                  </time>
                )}
                <h3 className={styles.title}>
                  {bericht.detailURL ? (
                    <SmartLink href={bericht.detailURL} className={styles.link}>
                      {bericht.titel}
                    </SmartLink>
                  ) : (
                    bericht.titel
                  )}
                </h3>
              </li>
            );
          })}
        </ul>
      )}
      {content.link && (
        <SmartLink href={content.link} className="arrow-link">
          {content.linktext ?? 'Alle Berichte'}
        </SmartLink>
      )}
    </section>
  );
}
