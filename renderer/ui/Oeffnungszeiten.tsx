import { oeffnungszeitenAnzeige, type MitOeffnungszeiten } from '@/lib/oeffnungszeiten';
import styles from './Oeffnungszeiten.module.css';

interface Props {
  quelle: MitOeffnungszeiten;
  /** Heading level of the group titles. */
  level?: 2 | 3 | 4;
  /** For tests: the current time. */
  now?: Date;
}

/** Opening hours in either CMS form, with the deviating hours that apply now on top. */
export function Oeffnungszeiten({ quelle, level = 3, now }: Props) {
  const { gruppen, abweichungen } = oeffnungszeitenAnzeige(quelle, now);
  if (!gruppen.length && !abweichungen.length) return null;
  const H = `h${level}` as const;
  return (
    <div className={styles.oeffnungszeiten}>
      {abweichungen.map((a, i) => (
        <div key={i} className={styles.abweichung} role="note">
          <strong>Abweichende Öffnungszeiten ({a.zeitraum})</strong>
          {a.zusatz && <p>{a.zusatz}</p>}
        </div>
      ))}
      {gruppen.map((g) => (
        <div key={g.titel} className={styles.gruppe}>
          <H className={styles.titel}>{g.titel}</H>
          <dl className={styles.liste}>
            {g.zeilen.map((z, i) => (
              <div key={i} className={styles.zeile}>
                <dt>{z.tage}</dt>
                <dd>
                  {z.geschlossen
                    ? 'geschlossen'
                    : z.zeiten.map((t) => (
                        <span key={t} className={styles.zeit}>
                          {t}
                        </span>
                      ))}
                </dd>
              </div>
            ))}
          </dl>
          {g.hinweis && <p className={styles.hinweis}>{g.hinweis}</p>}
        </div>
      ))}
    </div>
  );
}
