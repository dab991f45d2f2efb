/* eslint-disable @typescript-eslint/no-require-imports -- the server's half of staticIsland() */
import { staticIsland } from '@/renderer/islands/static-island';
import type { FooterContentProps } from './FooterContent';
import type { PartnerLogos as PartnerLogosComponent } from './PartnerLogos';
import styles from './SiteFooter.module.css';

// The footer is plain HTML: kept as the server sent it, its code stays out of the page. The partner logos become a
// carousel by an island of the site script (partner-karussell.island.ts), which React never touches.
const PartnerLogos = staticIsland<Parameters<typeof PartnerLogosComponent>[0]>(
  typeof window === 'undefined'
    ? require('./PartnerLogos').PartnerLogos
    : () => import('./PartnerLogos').then((m) => m.PartnerLogos),
);
const FooterContent = staticIsland<FooterContentProps>(
  typeof window === 'undefined'
    ? require('./FooterContent').FooterContent
    : () => import('./FooterContent').then((m) => m.FooterContent),
);

export type SiteFooterProps = FooterContentProps;

/** Spec section 2, shared footer. */
export function SiteFooter(props: SiteFooterProps) {
  const { settings } = props;
  return (
    <footer className={styles.footer}>
      {settings.partner.length > 0 && (
        <div className={styles.partnerBand}>
          <div className="page-container">
            <PartnerLogos partners={settings.partner} />
          </div>
        </div>
      )}
      <FooterContent {...props} />
    </footer>
  );
}
