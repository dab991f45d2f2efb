// The directory filter sidebar (spec sections 2-4). Without JavaScript it is a GET form; with it,
// every change rewrites the route query (rubrik_id, ort, interessengruppen_id) at once.
import { useEffect, useRef, useState, useSyncExternalStore, type ChangeEvent } from 'react';
import { useRouter } from 'next/router';
import type { BlockProps } from '@/renderer/block-props';
import type { BranchenFilter } from '@/codegen/out/types';
import {
  anzahlAktiv,
  auswahlAusQuery,
  gruppenStatus,
  gruppiereRubriken,
  INTERESSENGRUPPEN,
  ortOptionen,
  queryAusAuswahl,
  SONSTIGES,
  toggleGruppe,
  toggleInteressengruppe,
  toggleOrt,
  toggleRubrik,
  type FilterAuswahl,
  type VerzeichnisFilterDaten,
} from '@/lib/verzeichnis';
import styles from './BranchenFilterBlock.module.css';

// The page is re-rendered after each change; this keeps keyboard focus on the box just ticked.
const FOCUS_KEY = 'branchen-filter-fokus';
const noSubscription = () => () => {};

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
      <input ref={ref} type="checkbox" id={id} checked={status === 'alle'} onChange={onChange} aria-describedby={`${id}-hinweis`} />
      <label htmlFor={id} className={styles.gruppenLabel}>
        {label}
      </label>
      <span id={`${id}-hinweis`} className="visually-hidden">
        wählt alle Unterkategorien aus oder ab
      </span>
    </span>
  );
}

export default function BranchenFilterBlock({ content, data, page }: BlockProps<BranchenFilter, VerzeichnisFilterDaten>) {
  const router = useRouter();
  // False on the server and while hydrating, true once JavaScript runs the form.
  const enhanced = useSyncExternalStore(noSubscription, () => true, () => false);
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

  const gruppen = gruppiereRubriken(data?.rubriken ?? []);
  const orte = ortOptionen(data?.orte ?? []);

  const apply = (next: FilterAuswahl, event: ChangeEvent<HTMLInputElement>) => {
    setAuswahl(next);
    sessionStorage.setItem(FOCUS_KEY, event.currentTarget.id);
    void router.push({ pathname: page.path, query: queryAusAuswahl(next, page.query) }, undefined, { scroll: false });
  };
  // Without JavaScript the boxes simply submit with the form.
  const onChange = (next: () => FilterAuswahl) => (event: ChangeEvent<HTMLInputElement>) => {
    if (enhanced) apply(next(), event);
  };
  const checkedProps = (checked: boolean) => (enhanced ? { checked } : { defaultChecked: checked });

  return (
    <section className={styles.filter} aria-labelledby="branchen-filter-titel">
      <h2 id="branchen-filter-titel" className={styles.titel}>
        {content.titel || 'Einträge filtern'}
      </h2>
      {!data && <p role="status">Die Filter können gerade nicht geladen werden.</p>}
      <form method="get" action={page.path} className={styles.form}>
        {gruppen.length > 0 && (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Kategorien</legend>
            <ul className={styles.liste}>
              {gruppen.map((g, gi) => {
                const unterIds = g.unterrubriken.map((u) => u.id);
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
                      {g.unterrubriken.map((u) => (
                        <li key={u.id} className={styles.option}>
                          <input
                            type="checkbox"
                            id={`filter-rubrik-${u.id}`}
                            name="rubrik_id"
                            value={String(u.id)}
                            {...checkedProps(auswahl.rubrikIds.includes(u.id))}
                            onChange={onChange(() => toggleRubrik(auswahl, u.id))}
                          />
                          <label htmlFor={`filter-rubrik-${u.id}`}>
                            {u.rubrik} <span className={styles.anzahl}>({u.anzahl})</span>
                          </label>
                        </li>
                      ))}
                    </ul>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        )}
        {orte.length > 0 && (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Orte</legend>
            <ul className={styles.liste}>
              {orte.map((o, i) => (
                <li key={o.wert} className={styles.option}>
                  <input type="checkbox" id={`filter-ort-${i}`} name="ort" value={o.wert} {...checkedProps(auswahl.orte.includes(o.wert))} onChange={onChange(() => toggleOrt(auswahl, o.wert))} />
                  <label htmlFor={`filter-ort-${i}`}>{o.label}</label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{SONSTIGES}</legend>
          <ul className={styles.liste}>
            {INTERESSENGRUPPEN.map((g) => (
              <li key={g.id} className={styles.option}>
                <input
                  type="checkbox"
                  id={`filter-interessengruppe-${g.id}`}
                  name="interessengruppen_id"
                  value={String(g.id)}
                  {...checkedProps(auswahl.interessengruppenIds.includes(g.id))}
                  onChange={onChange(() => toggleInteressengruppe(auswahl, g.id))}
                />
                <label htmlFor={`filter-interessengruppe-${g.id}`}>{g.name}</label>
              </li>
            ))}
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
    </section>
  );
}

