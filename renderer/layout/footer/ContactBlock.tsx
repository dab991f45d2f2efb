import type { Kontakt } from '@/codegen/out/types';
import { Icon } from '@/renderer/icons/Icon';
import { SmartLink } from '@/renderer/ui/SmartLink';
import { telefonHref } from '@/lib/format/telefon';
import styles from './ContactBlock.module.css';

interface Props {
  kontakt: Kontakt;
  /** Heading of the block; the contact's own title when absent. */
  heading?: string;
  className?: string;
}

/** Address, phone, e-mail and short opening hours of one contact, for the dark footers. */
export function ContactBlock({ kontakt, heading, className }: Props) {
  const { titel, strasse, plz, ort, telefon, fax, email, oeffnungszeiten, href } = kontakt;
  return (
    <div className={`${styles.block} ${className ?? ''}`}>
      <h2 className={styles.heading}>{heading ?? titel}</h2>
      <address className={styles.address}>
        <p className={styles.row}>
          <Icon name="map-pin" size={20} className={styles.icon} />
          <span>
            {heading && (
              <>
                {titel}
                <br />
              </>
            )}
            {strasse}
            <br />
            {plz} {ort}
          </span>
        </p>
        <p className={`${styles.row} ${styles.linkRow}`}>
          <Icon name="phone" size={20} className={styles.icon} />
          <span>
            <span className="visually-hidden">Telefon: </span>
            <a href={telefonHref(telefon) ?? undefined} className={styles.link}>
              {telefon}
            </a>
            {fax && (
              <>
                <br />
                <span className={styles.muted}>Fax {fax}</span>
              </>
            )}
          </span>
        </p>
        <p className={`${styles.row} ${styles.linkRow}`}>
          <Icon name="mail" size={20} className={styles.icon} />
          <span>
            <span className="visually-hidden">E-Mail: </span>
            <a href={`mailto:${email}`} className={styles.link}>
              {email}
            </a>
          </span>
        </p>
      </address>
      {oeffnungszeiten && oeffnungszeiten.length > 0 && (
        <div className={styles.row}>
          <Icon name="clock" size={20} className={styles.icon} />
          <div>
            <p className="visually-hidden">Öffnungszeiten:</p>
            <ul className={styles.hours}>
              {oeffnungszeiten.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        </div>
      )}
      {href && (
        <SmartLink href={href} className={styles.more}>
          Alle Kontaktdaten<span className="visually-hidden"> – {titel}</span>
        </SmartLink>
      )}
    </div>
  );
}
