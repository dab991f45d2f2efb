// One office's pages: each with its review date and state, who last checked it unchanged, and a button to record
// such a check ('Geprüft, unverändert', no new version); below, the broken external links on its pages and those the
// link check did not ask (an internal address, another port).
import { useState } from 'react';
import Link from 'next/link';
import { formatDatum } from '@/lib/format/datum';
import { PRUEFSTAND_LABELS } from '@/lib/redaktion/shared/review-dates';
import type { Abteilung, Pflegestand } from '@/lib/redaktion/shared/types';
import type { LinkResult } from '@/lib/linkpruefung/link-types';
import { editorLink, LinkTable, UncheckedLinks } from './LinkTable';
import { darfSeite } from '@/lib/redaktion/shared/page-scope';
import { ActionNotice, type ActionResult } from '../ActionNotice';
import type { RedaktionKonto } from '../frame/redaktion-page-props';
import { MarkReviewedButton } from './MarkReviewedButton';
import styles from './Stewardship.module.css';

export interface OfficeViewProps {
  abteilung: Abteilung;
  seiten: Pflegestand[];
  kaputteLinks: LinkResult[];
  nichtGepruefteLinks: LinkResult[];
}

export function OfficeView({
  abteilung,
  seiten: initial,
  kaputteLinks,
  nichtGepruefteLinks,
  konto,
}: OfficeViewProps & { konto: RedaktionKonto }) {
  const [seiten, setSeiten] = useState(initial);
  const [notice, setNotice] = useState<ActionResult>(null);

  const markReviewed = (seite: Pflegestand, pruefenBis: string) =>
    setSeiten((list) =>
      list.map((entry) =>
        entry.seiteId === seite.seiteId
          ? { ...entry, pruefenBis, stand: 'aktuell', geprueft: { von: konto.name, am: new Date().toISOString() } }
          : entry,
      ),
    );

  const due = seiten.filter((s) => s.stand !== 'aktuell').length;
  return (
    <div>
      <p>
        <Link href="/redaktion/zustaendigkeiten">Alle Zuständigkeiten</Link>
      </p>
      <h1>{abteilung.name}</h1>
      <p>
        {seiten.length} Seiten, davon {due} zur Prüfung fällig.
      </p>
      <ActionNotice result={notice} />
      <table className={styles.table}>
        <caption className="visually-hidden">Seiten des Amts {abteilung.name}, die fälligen zuerst</caption>
        <thead>
          <tr>
            <th scope="col">Seite</th>
            <th scope="col">Prüfen bis</th>
            <th scope="col">Stand</th>
            <th scope="col">Zuletzt geprüft</th>
            <th scope="col">
              <span className="visually-hidden">Aktion</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {seiten.map((seite) => (
            <tr key={seite.seiteId}>
              <td>
                <Link href={editorLink(seite.seiteId)}>{seite.titel}</Link>
                <span className={styles.path}>{seite.pfad}</span>
              </td>
              <td data-label="Prüfen bis">{formatDatum(seite.pruefenBis)}</td>
              <td data-label="Stand">
                <span className={`${styles.state} ${styles[seite.stand]}`}>{PRUEFSTAND_LABELS[seite.stand]}</span>
              </td>
              <td data-label="Zuletzt geprüft">
                {seite.geprueft ? `${formatDatum(seite.geprueft.am)} von ${seite.geprueft.von}` : '–'}
              </td>
              <td>
                {seite.stand !== 'aktuell' &&
                  darfSeite(konto.bereich, { pfad: seite.pfad, abteilung: seite.abteilung?.id ?? null }) && (
                    <MarkReviewedButton
                      seite={seite}
                      onMarked={(pruefenBis) => markReviewed(seite, pruefenBis)}
                      onNotice={setNotice}
                    />
                  )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Defekte Links auf diesen Seiten</h2>
      {kaputteLinks.length === 0 ? (
        <p>Die letzte Linkprüfung hat auf diesen Seiten keine defekten Links gefunden.</p>
      ) : (
        <LinkTable links={kaputteLinks} caption="Externe Links, die bei der letzten Prüfung nicht funktionierten" />
      )}
      {nichtGepruefteLinks.length > 0 && <UncheckedLinks links={nichtGepruefteLinks} where="auf diesen Seiten" />}
    </div>
  );
}
