// The directory filter sidebar (spec sections 2-4). Without JavaScript it is a GET form; with it,
// every change rewrites the route query (rubrik_id, ort, interessengruppen_id) at once.
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useRouter } from 'next/router';
import type { BlockProps } from '@/renderer/block-props';
import { useHydrated } from '@/renderer/client/use-hydrated';
import type { BranchenFilter, BranchenFilterDaten } from '@/codegen/out/types';
import {
  anzahlAktiv,
  auswahlAusQuery,
  filterOptionen,
  gruppenStatus,
  queryAusAuswahl,
  SONSTIGES,
  toggleGruppe,
  toggleInteressengruppe,
  toggleOrt,
  toggleRubrik,
  type FilterAuswahl,
  type FilterOption,
} from '@/lib/verzeichnis';
import styles from './BranchenFilterBlock.module.css';

// The page is re-rendered after each change; this keeps keyboard focus on the box just ticked.
const FOCUS_KEY = 'branchen-filter-fokus';

interface GruppenCheckboxProps {
  id: string;
  status: 'alle' | 'einige' | 'keine';
  label: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** The checkbox of a category group (JavaScript only): ticked when all, mixed when some subcategories are. */
function GruppenCheckbox({ id, status, label, onChange }: GruppenCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = status === 'einige';
  }, [status]);
  return (
    <span className={styles.option}>
      <input
        ref={ref}
        type="checkbox"
        id={id}
        checked={status === 'alle'}
        onChange={onChange}
        aria-describedby={`${id}-hinweis`}
      />
      <label htmlFor={id} className={styles.gruppenLabel}>
        {label}
      </label>
      <span id={`${id}-hinweis`} className="visually-hidden">
        wählt alle Unterkategorien aus oder ab
      </span>
    </span>
  );
}

/** Whether a box of the form is ticked otherwise than the selection says (the group boxes, nameless, aside). */
function differsFrom(form: HTMLFormElement, auswahl: FilterAuswahl): boolean {
  const query = queryAusAuswahl(auswahl);
  return [...form.querySelectorAll<HTMLInputElement>('input[type="checkbox"][name]')].some(
    (box) => box.checked !== [query[box.name] ?? []].flat().includes(box.value),
  );
}

/** The selection the form's ticks make: what it would send as a GET. */
function auswahlImFormular(form: HTMLFormElement): FilterAuswahl {
  const query: Record<string, string[]> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') (query[key] ??= []).push(value);
  return auswahlAusQuery(query);
}

export default function BranchenFilterBlock({ content, data, page }: BlockProps<BranchenFilter, BranchenFilterDaten>) {
  const router = useRouter();
  // False on the server and while hydrating, true once JavaScript runs the form.
  const enhanced = useHydrated();
  const queryKey = JSON.stringify(page.query);
  const [auswahl, setAuswahl] = useState<FilterAuswahl>(() => auswahlAusQuery(page.query));
  const [auswahlFuer, setAuswahlFuer] = useState(queryKey);
  // A new page query (back button, paging, a finished navigation) is the truth again.
  if (auswahlFuer !== queryKey) {
    setAuswahlFuer(queryKey);
    setAuswahl(auswahlAusQuery(page.query));
  }
  useEffect(() => {
    const id = sessionStorage.getItem(FOCUS_KEY);
    if (!id) return;
    sessionStorage.removeItem(FOCUS_KEY);
    document.getElementById(id)?.focus();
  }, [queryKey]);

  const optionen = filterOptionen(data, auswahl);

  const show = (next: FilterAuswahl) => {
    setAuswahl(next);
    void router.push({ pathname: page.path, query: queryAusAuswahl(next, page.query) }, undefined, { scroll: false });
  };
  const apply = (next: FilterAuswahl, event: ChangeEvent<HTMLInputElement>) => {
    sessionStorage.setItem(FOCUS_KEY, event.currentTarget.id);
    show(next);
  };

  // A box ticked before the page hydrated (a slow phone) is ticked on screen but not in React's state: hydration
  // leaves the box as the visitor set it and the state as the query says. Once JavaScript runs the form, such a tick
  // counts, with the selection a submit without JavaScript would have sent.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (form.current && differsFrom(form.current, auswahl)) show(auswahlImFormular(form.current));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the form has hydrated
  }, []);
  // Until JavaScript runs the form (and without it) a tick only changes the form, which submits as a GET.
  const onChange = (next: () => FilterAuswahl) => (event: ChangeEvent<HTMLInputElement>) => {
    if (enhanced) apply(next(), event);
    else setAuswahl(next());
  };

  // One checkbox with its label and its count for the selection. An option with (0) stays visible and
  // operable, never disabled: disabled boxes drop out of the tab order, are hard to read and hide what
  // the directory offers; ticking one only leads to the empty list, with the reset link at hand.
  const option = <W extends string | number>(
    id: string,
    name: string,
    o: FilterOption<W>,
    checked: boolean,
    next: () => FilterAuswahl,
  ) => (
    <li key={String(o.wert)} className={styles.option} data-leer={o.anzahl === 0 ? 'true' : undefined}>
      <input type="checkbox" id={id} name={name} value={String(o.wert)} checked={checked} onChange={onChange(next)} />
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
      <form ref={form} method="get" action={page.path} className={styles.form}>
        {optionen.gruppen.length > 0 && (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Kategorien</legend>
            <ul className={styles.liste}>
              {optionen.gruppen.map((g, gi) => {
                const unterIds = g.unterrubriken.map((u) => u.wert);
                const label = `${g.hauptrubrik} (${g.anzahl})`;
                return (
                  <li key={g.hauptrubrik} className={styles.gruppe}>
                    {enhanced ? (
                      <GruppenCheckbox
                        id={`filter-gruppe-${gi}`}
                        status={gruppenStatus(auswahl, unterIds)}
                        label={label}
                        onChange={(event) => apply(toggleGruppe(auswahl, unterIds), event)}
                      />
                    ) : (
                      <span className={styles.gruppenLabel}>{label}</span>
                    )}
                    <ul className={styles.unterliste} aria-label={g.hauptrubrik}>
                      {g.unterrubriken.map((u) =>
                        option(`filter-rubrik-${u.wert}`, 'rubrik_id', u, auswahl.rubrikIds.includes(u.wert), () =>
                          toggleRubrik(auswahl, u.wert),
                        ),
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
              {optionen.orte.map((o, i) =>
                option(`filter-ort-${i}`, 'ort', o, auswahl.orte.includes(o.wert), () => toggleOrt(auswahl, o.wert)),
              )}
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
                () => toggleInteressengruppe(auswahl, g.wert),
              ),
            )}
          </ul>
        </fieldset>
        <div className={styles.aktionen}>
          {!enhanced && (
            <button type="submit" className="button">
              Filter anwenden
            </button>
          )}
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
