import type { BlockProps } from '@/renderer/block-props';
import type { Abfuhrtermin, Abfuhrtermine, AbfuhrtermineDaten } from '@/codegen/out/types';
import { berlin, nowInBerlin } from '@/lib/format/dayjs';
import { formatDatum } from '@/lib/format/datum';
import { formatMonthLong } from '@/lib/format/kalendertag';
import { Icon } from '@/renderer/icons/Icon';
import styles from './AbfuhrtermineBlock.module.css';

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

function nachMonat(termine: Abfuhrtermin[]): [string, Abfuhrtermin[]][] {
  const map = new Map<string, Abfuhrtermin[]>();
  for (const t of termine) {
    const key = t.datum.slice(0, 7);
    map.set(key, [...(map.get(key) ?? []), t]);
  }
  return [...map.entries()];
}

const ART_KLASSE: Record<string, string | undefined> = {
  Restmüll: styles.rest,
  Bioabfall: styles.bio,
  Papier: styles.papier,
  'Gelber Sack': styles.gelb,
};

export default function AbfuhrtermineBlock({ content, data, page }: BlockProps<Abfuhrtermine, AbfuhrtermineDaten>) {
  const bezirke = data?.bezirke ?? [];
  const gewaehlt = bezirke.find((b) => b.id === first(page.query.ortsteil)) ?? bezirke[0];
  const heute = nowInBerlin().format('YYYY-MM-DD');
  const bis = nowInBerlin()
    .add(content.monate ?? 12, 'month')
    .format('YYYY-MM-DD');
  const termine = (gewaehlt?.termine ?? [])
    .filter((t) => t.datum >= heute && t.datum <= bis)
    .sort((a, b) => a.datum.localeCompare(b.datum));
  const arten = [...new Set((gewaehlt?.termine ?? []).map((t) => t.art))];
  return (
    <section className={styles.section} aria-labelledby="abfuhr-titel">
      <h2 id="abfuhr-titel">{content.titel || 'Abfuhrtermine'}</h2>
      {content.einleitung && <p>{content.einleitung}</p>}
      {!gewaehlt ? (
        <p className={styles.leer}>
          {data ? 'Aktuell sind keine Abfuhrtermine erfasst.' : 'Die Abfuhrtermine können gerade nicht geladen werden.'}
        </p>
      ) : (
        <>
          <form method="get" action={page.path} className={styles.auswahl}>
            <label htmlFor="abfuhr-bezirk">Abfuhrbezirk</label>
            <select id="abfuhr-bezirk" name="ortsteil" defaultValue={gewaehlt.id}>
              {bezirke.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </select>
            <button type="submit" className="button">
              Termine anzeigen
            </button>
          </form>
          {gewaehlt.gebiet && (
            <p className={styles.gebiet}>
              {gewaehlt.name} umfasst {gewaehlt.gebiet}.
            </p>
          )}
          <div className={styles.downloads}>
            <a href={`/api/ical/abfuhrtermine?ortsteil=${encodeURIComponent(gewaehlt.id)}`} className="button" download>
              <Icon name="download" size={20} />
              Alle Termine als Kalenderdatei (iCal)
              <span className="visually-hidden"> für {gewaehlt.name}</span>
            </a>
            <details className={styles.einzeln}>
              <summary>Nur eine Abfallart herunterladen</summary>
              <ul>
                {arten.map((art) => (
                  <li key={art}>
                    <a
                      href={`/api/ical/abfuhrtermine?ortsteil=${encodeURIComponent(gewaehlt.id)}&art=${encodeURIComponent(art)}`}
                      download
                    >
                      {art} (iCal)
                    </a>
                  </li>
                ))}
              </ul>
            </details>
          </div>
          {data?.hinweis && <p className={styles.hinweis}>{data.hinweis}</p>}
          {termine.length === 0 && (
            <p className={styles.leer}>Für diesen Bezirk sind keine weiteren Termine erfasst.</p>
          )}
          {nachMonat(termine).map(([monat, liste], i) => (
            <details key={monat} className={styles.monat} open={i < 2}>
              <summary>{formatMonthLong(`${monat}-01`)}</summary>
              <table className={styles.tabelle}>
                <caption className="visually-hidden">
                  Abfuhrtermine {formatMonthLong(`${monat}-01`)}, {gewaehlt.name}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Datum</th>
                    <th scope="col">Abfuhr</th>
                  </tr>
                </thead>
                <tbody>
                  {liste.map((t) => (
                    <tr key={t.datum + t.art}>
                      <td>
                        <time dateTime={t.datum}>
                          {berlin(t.datum)?.format('dd')}, {formatDatum(t.datum)}
                        </time>
                      </td>
                      <td>
                        <span className={`${styles.art} ${ART_KLASSE[t.art] ?? ''}`}>{t.art}</span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          ))}
        </>
      )}
    </section>
  );
}
