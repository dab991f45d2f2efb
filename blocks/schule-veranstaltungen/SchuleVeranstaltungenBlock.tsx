import { useId } from 'react';
import type { BlockProps } from '@/renderer/block-props';
import type { SchuleVeranstaltungen, SchuleVeranstaltungenDaten, Veranstaltung } from '@/codegen/out/types';
import { SmartLink } from '@/renderer/ui/SmartLink';
import { formatDatum, isoDatum } from '@/lib/format/datum';
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

export default function SchuleVeranstaltungenBlock({
  content,
  data,
}: BlockProps<SchuleVeranstaltungen, SchuleVeranstaltungenDaten>) {
  const headingId = useId();
  const termine = (data?.data ?? []).slice(0, content.anzahl ?? Infinity);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {content.titel ?? 'Veranstaltungen'}
      </h2>
      {termine.length === 0 ? (
        <p className={styles.empty}>{KEINE_VERANSTALTUNGEN}</p>
      ) : (
        <ul className={styles.list}>
          {termine.map((termin, index) => {
            // The link of an event is the detail page of its first category (spec section 3).
            const detailURL = termin.rubriken?.[0]?.detailURL;
            return (
              <li key={`${index}-${termin.titel}`} className={styles.item}>
                <Zeitraum termin={termin} />
                <h3 className={styles.title}>
                  {detailURL ? (
                    <SmartLink href={detailURL} className={styles.link}>
                      {termin.titel}
                    </SmartLink>
                  ) : (
                    termin.titel
                  )}
                </h3>
              </li>
            );
          })}
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
