import Image from 'next/image';
import type { Einstellungen, MenuItem } from '@/codegen/out/types';
import { SmartLink } from '@/renderer/ui/SmartLink';
import { ContactBlock } from '../footer/ContactBlock';
import { FooterBottom } from '../footer/FooterBottom';
import { LinkList } from '../footer/LinkList';
import styles from './SchoolFooter.module.css';

export interface SchoolFooterProps {
  settings: Einstellungen;
  /** Schule_Footer */
  links: MenuItem[];
  /** Rechtliches */
  legal: MenuItem[];
}

/** Spec section 2, school footer: contact details, the reference-school logo link and the footer links. */
export function SchoolFooter({ settings, links, legal }: SchoolFooterProps) {
  const { name, kontakt, referenzschule } = settings.schule;
  return (
    <footer className={styles.footer}>
      <div className={`page-container ${styles.grid}`}>
        <div className={styles.brand}>
          <Image
            src="/logos/gemeinschaftsschule-logo-weiss.svg"
            alt={name}
            width={320}
            height={64}
            className={styles.logo}
          />
          <SmartLink href={referenzschule.href} className={styles.reference}>
            <Image
              src={referenzschule.logo}
              alt={referenzschule.title}
              width={200}
              height={120}
              className={styles.referenceLogo}
            />
          </SmartLink>
        </div>
        <ContactBlock kontakt={kontakt} heading="Kontakt" />
        {links.length > 0 && (
          <nav aria-labelledby="schule-footer-links">
            <h2 id="schule-footer-links" className={styles.heading}>
              Schnellzugriff
            </h2>
            <LinkList items={links} />
          </nav>
        )}
      </div>
      <FooterBottom holder={name} legal={legal} />
    </footer>
  );
}
