import { useId } from 'react';
import type { BlockProps } from '@/renderer/block-props';
import type { SchuleVeranstaltungen } from '@/codegen/out/types';
import { SmartLink } from '@/renderer/ui/SmartLink';
import { formatDatum, isoDatum } from '../schule-berichte/datum';
import { veranstaltungenOf, type Veranstaltung } from './veranstaltungen';
import styles from './SchuleVeranstaltungenBlock.module.css';

/** Spec section 2: the exact empty state of the school's events. */
export const KEINE_VERANSTALTUNGEN = 'Aktuell sind keine Veranstaltungen erfasst';

function Zeitraum({ termin }: { termin: Veranstaltung }) {
  const von = formatDatum(termin.datum_von);
  const bis = formatDatum(termin.datum_bis);
  if (!von) return null;
  return (
    <p className={styles.date}>
      <time dateTime={isoDatum(termin.datum_von)}>{von}</time>
      {bis && bis !== von && (
        <>
          <span aria-hidden="true"> – </span>
          <span className="visually-hidden"> bis </span>
          <time dateTime={isoDatum(termin.datum_bis)}>{bis}</time>
        </>
      )}
    </p>
  );
}

export default function SchuleVeranstaltungenBlock({ content, data }: BlockProps<SchuleVeranstaltungen>) {
  const headingId = useId();
  const termine = veranstaltungenOf(data).slice(0, content.anzahl ?? Infinity);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {content.titel ?? 'Veranstaltungen'}
      </h2>
      {termine.length === 0 ? (
        <p className={styles.empty}>{KEINE_VERANSTALTUNGEN}</p>
      ) : (
        <ul className={styles.list}>
          {termine.map((termin, index) => (
            <li key={`${index}-${termin.titel}`} className={styles.item}>
              <Zeitraum termin={termin} />
              <h3 className={styles.title}>
                {termin.detailURL ? (
                  <SmartLink href={termin.detailURL} className={styles.link}>
                    {termin.titel}
                  </SmartLink>
                ) : (
                  termin.titel
                )}
              </h3>
            </li>
          ))}
        </ul>
      )}
      {content.link && (
        <SmartLink href={content.link} className="arrow-link">
          {content.linktext ?? 'Alle Termine'}
        </SmartLink>
      )}
    </section>
  );
}
