import type { BlockProps } from '@/renderer/block-props';
import type { Ausschreibung, Ausschreibungen, AusschreibungenDaten } from '@/codegen/out/types';
import { formatDatum, formatZeit } from '@/lib/format/datum';
import { nowInBerlin, berlin } from '@/lib/format/dayjs';
import { Kontaktangaben } from '@/renderer/ui/Kontaktangaben';
import styles from '@/renderer/ui/EntryList.module.css';

function fristText(frist: string): string {
  const zeit = formatZeit(frist);
  return `${formatDatum(frist)}${zeit ? `, ${zeit} Uhr` : ''}`;
}

export default function AusschreibungenBlock({ content, data }: BlockProps<Ausschreibungen, AusschreibungenDaten>) {
  const alle = data?.data ?? [];
  const jetzt = nowInBerlin().valueOf();
  const laufend = (a: Ausschreibung) => Boolean(a.frist && (berlin(a.frist)?.valueOf() ?? 0) >= jetzt);
  // Group and item headings sit below the block's heading, or right below the page's h1.
  const G = content.titel ? 'h3' : 'h2';
  const H = content.titel ? 'h4' : 'h3';
  const gruppen: [string, Ausschreibung[]][] = [
    ['Laufende Ausschreibungen', alle.filter(laufend)],
    ['Abgeschlossene Verfahren', alle.filter((a) => !laufend(a))],
  ];
  return (
    <section className={styles.section} aria-label={content.titel ? undefined : 'Ausschreibungen'}>
      {content.titel && <h2>{content.titel}</h2>}
      {content.einleitung && <p>{content.einleitung}</p>}
      {alle.length === 0 && (
        <p className={styles.leer}>
          {data
            ? 'Aktuell sind keine Ausschreibungen erfasst.'
            : 'Die Ausschreibungen können gerade nicht geladen werden.'}
        </p>
      )}
      {gruppen.map(([titel, liste]) =>
        liste.length === 0 ? null : (
          <div key={titel}>
            <G>{titel}</G>
            <ul className={styles.liste}>
              {liste.map((a) => (
                <li key={a.id} className={styles.karte}>
                  {a.leistung && <span className={styles.tag}>{a.leistung}</span>}
                  <H className={styles.titel}>{a.titel}</H>
                  {a.kurztext && <p>{a.kurztext}</p>}
                  <dl className={styles.fakten}>
                    {a.verfahren && (
                      <div>
                        <dt>Verfahren</dt>
                        <dd>{a.verfahren}</dd>
                      </div>
                    )}
                    {a.vergabenummer && (
                      <div>
                        <dt>Vergabenummer</dt>
                        <dd>{a.vergabenummer}</dd>
                      </div>
                    )}
                    {a.datum_von && (
                      <div>
                        <dt>Veröffentlicht</dt>
                        <dd>{formatDatum(a.datum_von)}</dd>
                      </div>
                    )}
                    {a.frist && (
                      <div>
                        <dt>Angebotsfrist</dt>
                        <dd>{fristText(a.frist)}</dd>
                      </div>
                    )}
                  </dl>
                  {laufend(a) && a.plattform && /^https?:/.test(a.plattform) && (
                    <p>
                      <a href={a.plattform} rel="noopener noreferrer" className="arrow-link">
                        Vergabeunterlagen auf der Vergabeplattform
                        <span className="visually-hidden">: {a.titel} (externer Link)</span>
                      </a>
                    </p>
                  )}
                  {a.kontakt && (
                    <Kontaktangaben
                      adresse={[a.kontakt.name ?? '']}
                      telefon={a.kontakt.telefon}
                      email={a.kontakt.email}
                    />
                  )}
                </li>
              ))}
            </ul>
          </div>
        ),
      )}
    </section>
  );
}
