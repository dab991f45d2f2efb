// Every collection of the site in the Redaktion: what it holds, which office keeps it, how many entries it has and
// how many wait for approval.
import Link from 'next/link';
import styles from './Collections.module.css';
import { collectionLink, type SammlungSicht } from './collection-view-types';

export interface CollectionsOverviewProps {
  sammlungen: (SammlungSicht & { eintraege: number; wartend: number })[];
}

export function CollectionsOverview({ sammlungen }: CollectionsOverviewProps) {
  return (
    <div>
      <h1>Sammlungen</h1>
      <p>
        Was sich auf der Website oft ändert, pflegen die Ämter hier selbst: Veranstaltungen, Meldungen, Ausschreibungen,
        Ämter und Ansprechpersonen, das Verzeichnis und mehr. Jeder Eintrag wird wie eine Seite gespeichert, eingereicht
        und von einer zweiten Person veröffentlicht.
      </p>
      <ul className={styles.cards}>
        {sammlungen.map((s) => (
          <li key={s.name} className={styles.card}>
            <h2>
              <Link href={collectionLink(s.name)}>{s.titel}</Link>
            </h2>
            <p>{s.beschreibung}</p>
            <p className={styles.meta}>
              Zuständig: {s.amt} · {s.eintraege === 1 ? '1 Eintrag' : `${s.eintraege} Einträge`}
              {s.wartend > 0 ? ` · ${s.wartend} zur Freigabe` : ''}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
