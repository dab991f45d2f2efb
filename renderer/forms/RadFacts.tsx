// The key facts above a bike booking form (spec section 9).
import { LASTENRAD_DEPOSIT, EBIKE_PRICE_PER_DAY, formatEuro } from '@/lib/buchungen/prices';
import styles from './BookingPage.module.css';

export function RadFacts({ kind }: { kind: 'ebike' | 'lastenrad' }) {
  if (kind === 'ebike') {
    return (
      <>
        <p className={styles.intro}>
          Entdecken Sie das Hochtal mit einem unserer vier E-Bikes. Prüfen Sie die Verfügbarkeit im Kalender und senden
          Sie uns Ihre Leihanfrage; die Bestätigung erhalten Sie per E-Mail.
        </p>
        <ul className={styles.facts}>
          <li>
            <strong>Preis</strong>
            {formatEuro(EBIKE_PRICE_PER_DAY)} pro Tag und E-Bike, mit der SchwarzwaldCard (Gästekarte) kostenlos
          </li>
          <li>
            <strong>Rahmengrößen</strong>
            47 für etwa 160–175 cm, 51 für etwa 175–190 cm Körpergröße
          </li>
          <li>
            <strong>Zeiten</strong>
            Abholung 9:00–11:00 Uhr, Rückgabe 16:00–18:00 Uhr, andere Zeiten nach Absprache
          </li>
        </ul>
      </>
    );
  }
  return (
    <>
      <p className={styles.intro}>
        Das Lastenrad der Gemeinde trägt Einkäufe, Kinder oder Gepäck. Prüfen Sie die Verfügbarkeit im Kalender und
        senden Sie uns Ihre Leihanfrage; die Bestätigung erhalten Sie per E-Mail.
      </p>
      <ul className={styles.facts}>
        <li>
          <strong>Kaution</strong>
          {formatEuro(LASTENRAD_DEPOSIT)}, bei Rückgabe erstattet
        </li>
        <li>
          <strong>Leihdauer</strong>
          höchstens 3 Tage, von Freitag bis Montag 4 Tage
        </li>
        <li>
          <strong>Zeiten</strong>
          werktags 9:00–12:00 Uhr, nicht am Wochenende
        </li>
      </ul>
    </>
  );
}
