import type { BlockProps } from '@/renderer/block-props';
import type { Branchenverzeichnis, BranchenverzeichnisDaten } from '@/codegen/out/types';
import { anzahlAktiv, auswahlAusQuery, LADEFEHLER, ortLabel } from '@/lib/verzeichnis';
import { telefonHref } from '@/lib/format/telefon';
import { CmsImage } from '@/renderer/ui/CmsImage';
import { Pagination } from '@/renderer/ui/Pagination';
import { SmartLink } from '@/renderer/ui/SmartLink';
import { Icon } from '@/renderer/icons/Icon';
import { useErgebnisAnsage } from './use-ergebnis-ansage';
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
  const ansage = useErgebnisAnsage(page.query, data ? gesamt : null);
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
      {/* Polite live region, in the page from the start and empty until a filter change (WCAG 4.1.3).
          A new span per announcement makes screen readers read even the same words again. */}
      <div id="branchen-ansage" role="status" className="visually-hidden">
        {ansage.text && <span key={ansage.nummer}>{ansage.text}</span>}
      </div>
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
      <ul className={styles.liste}>
        {eintraege.map((e, index) => {
          const tel = telefonHref(e.telefon);
          return (
            <li key={e.id} className={styles.karte}>
              {e.bild && (
                <CmsImage
                  src={e.bild.src}
                  alt={e.bild.alt}
                  sizes="(min-width: 1024px) 240px, 100vw"
                  aspect="4/3"
                  className={styles.bild}
                  // The first entry's image is the largest thing in view on a phone (the page's LCP): not lazy.
                  priority={index === 0}
                />
              )}
              <div className={styles.text}>
                {e.rubriken?.[0] && <p className={styles.rubrik}>{e.rubriken.map((r) => r.rubrik).join(', ')}</p>}
                <H className={styles.titel}>
                  {e.detailURL ? <SmartLink href={e.detailURL}>{e.titel}</SmartLink> : e.titel}
                </H>
                {e.kurztext && <p className={styles.kurztext}>{e.kurztext}</p>}
                <p className={styles.iconMeta}>
                  <Icon name="map-pin" size={18} />
                  <span>
                    {[e.strasse, [e.plz, e.ort ? ortLabel(e.ort) : ''].filter(Boolean).join(' ')]
                      .filter(Boolean)
                      .join(', ')}
                  </span>
                </p>
                {e.telefon && (
                  <p className={styles.iconMeta}>
                    <Icon name="phone" size={18} />
                    {tel ? <a href={tel}>{e.telefon}</a> : <span>{e.telefon}</span>}
                  </p>
                )}
                {e.interessengruppen && e.interessengruppen.length > 0 && (
                  <ul className={styles.tags} aria-label="Merkmale">
                    {e.interessengruppen.map((g) => (
                      <li key={g.id}>{g.name}</li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <Pagination pagination={page.pagination} path={page.path} query={page.query} label="Branchenverzeichnis" />
    </section>
  );
}
