import type { BlockProps } from '@/renderer/block-props';
import type { Branchenverzeichnis, BranchenverzeichnisDaten } from '@/codegen/out/types';
import { anzahlAktiv, auswahlAusQuery, ergebnisAnsage, LADEFEHLER } from '@/lib/verzeichnis';
import { Pagination } from '@/renderer/ui/Pagination';
import { BranchenListe as Liste } from './liste/BranchenListe';
import list from '@/renderer/ui/EntryList.module.css';
import own from './BranchenverzeichnisBlock.module.css';

const styles = { ...list, ...own };

export default function BranchenverzeichnisBlock({
  content,
  data,
  page,
}: BlockProps<Branchenverzeichnis, BranchenverzeichnisDaten>) {
  const eintraege = data?.data ?? [];
  const gesamt = data?.gesamt ?? eintraege.length;
  const aktiv = anzahlAktiv(auswahlAusQuery(page.query));
  const gefiltert = aktiv > 0;
  // Item headings sit one level below the block's heading, or right below the page's h1.
  const H = content.titel ? 'h3' : 'h2';
  return (
    <section className={styles.section} aria-labelledby="branchen-ergebnis">
      {content.titel && <h2>{content.titel}</h2>}
      {content.einleitung && <p className={styles.einleitung}>{content.einleitung}</p>}
      <p id="branchen-ergebnis" className={styles.ergebnis}>
        {data
          ? `${gesamt} ${gesamt === 1 ? 'Eintrag' : 'Einträge'}${gefiltert ? ' für Ihre Auswahl' : ''}`
          : LADEFEHLER}
      </p>
      {/* Stacked columns (phones, tablets) put the filter below the list: this leads there. */}
      <p className={styles.zumFilter}>
        <a href="#branchen-filter-titel" className="arrow-link">
          {gefiltert ? `Zu den Filtern (${aktiv} aktiv)` : 'Zu den Filtern'}
        </a>
      </p>
      {/* Polite live region, in the page from the start and empty on a first load (WCAG 4.1.3); after a filter
          change the filter's island (blocks/branchen-filter/verzeichnis-filter.island.ts) writes these words into it. */}
      <div
        id="branchen-ansage"
        role="status"
        className="visually-hidden"
        data-ansage={ergebnisAnsage(data ? gesamt : null)}
      />
      {data && eintraege.length === 0 && (
        <p className={styles.leer}>
          {content.leertext || 'Für diese Auswahl gibt es keine Einträge.'}
          {/* The way out right here: on small screens the filter sits below the list. */}
          {gefiltert && (
            <>
              {' '}
              <a href={page.path} className={styles.zuruecksetzen}>
                Alle Filter zurücksetzen
              </a>
            </>
          )}
        </p>
      )}
      <Liste eintraege={eintraege} H={H} />
      <Pagination pagination={page.pagination} path={page.path} query={page.query} label="Branchenverzeichnis" />
    </section>
  );
}
