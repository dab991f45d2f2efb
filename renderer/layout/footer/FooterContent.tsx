import Image from 'next/image';
import type { Einstellungen, MenuItem } from '@/codegen/out/types';
import { Icon } from '@/renderer/icons/Icon';
import { SmartLink } from '@/renderer/ui/SmartLink';
import { ContactBlock } from './ContactBlock';
import { FooterBottom } from './FooterBottom';
import { LinkList } from './LinkList';
import styles from './SiteFooter.module.css';

export interface FooterContentProps {
  settings: Einstellungen;
  /** Footer menu: 'Häufig besucht'. */
  frequent: MenuItem[];
  /** Rechtliches */
  legal: MenuItem[];
  /** Downloads */
  downloads: MenuItem[];
}

/** The footer below the partner logos: logo, social links, contacts, menus, downloads, copyright. No script of its own. */
export function FooterContent({ settings, frequent, legal, downloads }: FooterContentProps) {
  const social = settings.sozialeNetzwerke ?? [];
  return (
    <>
      <div className={styles.main}>
        <div className={`page-container ${styles.grid}`}>
          <div className={styles.brand}>
            <Image
              src="/logos/tannbrunn-logo-weiss.svg"
              alt={settings.gemeinde}
              width={226}
              height={64}
              className={styles.logo}
            />
            {social.length > 0 && (
              <div>
                <h2 className={styles.heading}>Folgen Sie uns</h2>
                <ul className={styles.social}>
                  {social.map((entry) => (
                    <li key={entry.href}>
                      <SmartLink href={entry.href} className={styles.socialLink}>
                        <Icon name={entry.netzwerk} size={22} />
                        <span className="visually-hidden">{entry.title}</span>
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
          {settings.kontakte.map((kontakt) => (
            <ContactBlock key={kontakt.titel} kontakt={kontakt} />
          ))}
          {frequent.length > 0 && (
            <nav aria-labelledby="footer-haeufig-besucht">
              <h2 id="footer-haeufig-besucht" className={styles.heading}>
                Häufig besucht
              </h2>
              <LinkList items={frequent} />
            </nav>
          )}
        </div>
        {downloads.length > 0 && (
          <div className="page-container">
            <div className={styles.downloads}>
              <h2 className={styles.heading}>Downloads</h2>
              <ul className={styles.downloadList}>
                {downloads.map((item) => (
                  <li key={item.href + item.title}>
                    <SmartLink href={item.href} className={styles.downloadButton}>
                      <Icon name="download" size={20} />
                      <span>{item.title}</span>
                      {/\.pdf$/i.test(item.href) && (
                        <>
                          {' '}
                          <span className={styles.fileType}>PDF</span>
                        </>
                      )}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        )}
      </div>
      <FooterBottom holder={settings.gemeinde} legal={legal} />
    </>
  );
}
