// The directory filter sidebar (spec sections 2-4): a GET form, so every change rewrites the route query
// (rubrik_id, ort, interessengruppen_id) with or without JavaScript. Without it the visitor ticks and presses
// 'Filter anwenden'; with the site script every tick sends the form at once, and the category groups' own boxes
// select or clear their subcategories (verzeichnis-filter.island.ts).
import type { BlockProps } from '@/renderer/block-props';
import type { BranchenFilter, BranchenFilterDaten } from '@/codegen/out/types';
import {
  anzahlAktiv,
  auswahlAusQuery,
  filterOptionen,
  gruppenStatus,
  queryAusAuswahl,
  SONSTIGES,
  type FilterOption,
} from '@/lib/verzeichnis';
import styles from './BranchenFilterBlock.module.css';

export default function BranchenFilterBlock({ content, data, page }: BlockProps<BranchenFilter, BranchenFilterDaten>) {
  const auswahl = auswahlAusQuery(page.query);
  const optionen = filterOptionen(data, auswahl);
  // What else the page's address says (not the filter, not the page number): the form sends it along.
  const rest = Object.entries(queryAusAuswahl({ rubrikIds: [], orte: [], interessengruppenIds: [] }, page.query));

  // One checkbox with its label and its count for the selection. An option with (0) stays visible and
  // operable, never disabled: disabled boxes drop out of the tab order, are hard to read and hide what
  // the directory offers; ticking one only leads to the empty list, with the reset link at hand.
  const option = <W extends string | number>(id: string, name: string, o: FilterOption<W>, checked: boolean) => (
    <li key={String(o.wert)} className={styles.option} data-leer={o.anzahl === 0 ? 'true' : undefined}>
      <input type="checkbox" id={id} name={name} value={String(o.wert)} defaultChecked={checked} />
      <label htmlFor={id}>
        {o.label}
        {o.anzahl !== undefined && <span className={styles.anzahl}> ({o.anzahl})</span>}
      </label>
    </li>
  );

  return (
    <section className={styles.filter} aria-labelledby="branchen-filter-titel">
      <h2 id="branchen-filter-titel" className={styles.titel}>
        {content.titel || 'Einträge filtern'}
      </h2>
      {!data && <p role="status">Die Filter können gerade nicht geladen werden.</p>}
      <form method="get" action={page.path} className={styles.form} data-insel="verzeichnis-filter">
        {rest.flatMap(([key, value]) =>
          [value].flat().map((v, i) => <input key={`${key}-${i}`} type="hidden" name={key} value={v} />),
        )}
        {optionen.gruppen.length > 0 && (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Kategorien</legend>
            <ul className={styles.liste}>
              {optionen.gruppen.map((g, gi) => {
                const unterIds = g.unterrubriken.map((u) => u.wert);
                const id = `filter-gruppe-${gi}`;
                return (
                  <li key={g.hauptrubrik} className={styles.gruppe}>
                    {/* The group's own box works with the script only (it has no name: a GET leaves it out). */}
                    <span className={styles.option}>
                      <input
                        type="checkbox"
                        id={id}
                        className={styles.gruppenBox}
                        data-gruppe={unterIds.join(',')}
                        defaultChecked={gruppenStatus(auswahl, unterIds) === 'alle'}
                        aria-describedby={`${id}-hinweis`}
                      />
                      <label htmlFor={id} className={styles.gruppenLabel}>
                        {`${g.hauptrubrik} (${g.anzahl})`}
                      </label>
                      <span id={`${id}-hinweis`} className="visually-hidden">
                        wählt alle Unterkategorien aus oder ab
                      </span>
                    </span>
                    <ul className={styles.unterliste} aria-label={g.hauptrubrik}>
                      {g.unterrubriken.map((u) =>
                        option(`filter-rubrik-${u.wert}`, 'rubrik_id', u, auswahl.rubrikIds.includes(u.wert)),
                      )}
                    </ul>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        )}
        {optionen.orte.length > 0 && (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Orte</legend>
            <ul className={styles.liste}>
              {optionen.orte.map((o, i) => option(`filter-ort-${i}`, 'ort', o, auswahl.orte.includes(o.wert)))}
            </ul>
          </fieldset>
        )}
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{SONSTIGES}</legend>
          <ul className={styles.liste}>
            {optionen.interessengruppen.map((g) =>
              option(
                `filter-interessengruppe-${g.wert}`,
                'interessengruppen_id',
                g,
                auswahl.interessengruppenIds.includes(g.wert),
              ),
            )}
          </ul>
        </fieldset>
        <div className={styles.aktionen}>
          <button type="submit" className="button ohne-skript">
            Filter anwenden
          </button>
          {anzahlAktiv(auswahl) > 0 && (
            <a href={page.path} className="arrow-link">
              Alle Filter zurücksetzen
            </a>
          )}
        </div>
      </form>
      {/* Stacked columns put the list above the filter: back to the results after choosing. */}
      <p className={styles.zuDenErgebnissen}>
        <a href="#branchen-ergebnis" className="arrow-link">
          Zu den Ergebnissen
        </a>
      </p>
    </section>
  );
}
