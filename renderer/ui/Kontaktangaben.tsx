import { telefonHref } from '@/lib/format/telefon';
import { Icon } from '@/renderer/icons/Icon';
import styles from './Kontaktangaben.module.css';

interface Props {
  adresse?: string[];
  telefon?: string;
  email?: string;
  website?: string;
}

/** Address, phone (as a tel: link by the spec's phone filter), e-mail and website as a list. */
export function Kontaktangaben({ adresse, telefon, email, website }: Props) {
  const tel = telefonHref(telefon);
  const zeilen = (adresse ?? []).filter(Boolean);
  if (!zeilen.length && !telefon && !email && !website) return null;
  return (
    <ul className={styles.kontakt}>
      {zeilen.length > 0 && (
        <li>
          <Icon name="map-pin" size={20} className={styles.icon} />
          <span>
            <span className="visually-hidden">Adresse: </span>
            {zeilen.map((z, i) => (
              <span key={i} className={styles.zeile}>
                {z}
              </span>
            ))}
          </span>
        </li>
      )}
      {telefon && (
        <li>
          <Icon name="phone" size={20} className={styles.icon} />
          <span>
            <span className="visually-hidden">Telefon: </span>
            {tel ? <a href={tel}>{telefon}</a> : telefon}
          </span>
        </li>
      )}
      {email && (
        <li>
          <Icon name="mail" size={20} className={styles.icon} />
          <span>
            <span className="visually-hidden">E-Mail: </span>
            <a href={`mailto:${email}`}>{email}</a>
          </span>
        </li>
      )}
      {website && /^https?:\/\//.test(website) && (
        <li>
          <Icon name="external" size={20} className={styles.icon} />
          <span>
            <a href={website} rel="noopener noreferrer">
              {website.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')}
              <span className="visually-hidden"> (Website, externer Link)</span>
            </a>
          </span>
        </li>
      )}
    </ul>
  );
}
