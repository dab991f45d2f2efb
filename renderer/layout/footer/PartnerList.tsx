import { PartnerLink, type Partner } from './PartnerLink';
import styles from './PartnerLogos.module.css';

/** The partner logos as a plain list: what the server sends, and what stays without JavaScript. */
export function PartnerList({ partners, heading }: { partners: Partner[]; heading: string }) {
  return (
    <>
      <div className={styles.head}>
        <h2 className={styles.heading}>{heading}</h2>
      </div>
      <ul className={styles.list}>
        {partners.map((partner) => (
          <li key={partner.href + partner.name}>
            <PartnerLink partner={partner} />
          </li>
        ))}
      </ul>
    </>
  );
}
