import { formatUhrzeit } from '@/lib/format/datum';
import { ENTWURFSLINK_TEXTE } from '@/lib/redaktion/shared/share-links';
import { PageHead } from '@/renderer/PageHead';
import { DefaultLayout } from '@/renderer/layout/DefaultLayout';
import type { LayoutData } from '@/renderer/load-layout';
import { SmartLink } from '@/renderer/ui/SmartLink';
import { ERROR_TEXTS } from '@/renderer/error/error-texts';
import styles from '@/renderer/error/ErrorView.module.css';
import type { SharedDraftProblem } from './shared-draft-props';

const TEXTS: Record<SharedDraftProblem, (bis?: string) => { title: string; text: string }> = {
  abgelaufen: () => ({ title: ENTWURFSLINK_TEXTE.abgelaufenTitel, text: ENTWURFSLINK_TEXTE.abgelaufen }),
  widerrufen: () => ({ title: ENTWURFSLINK_TEXTE.widerrufenTitel, text: ENTWURFSLINK_TEXTE.widerrufen }),
  unbekannt: () => ({ title: ENTWURFSLINK_TEXTE.unbekanntTitel, text: ENTWURFSLINK_TEXTE.unbekannt }),
  gesperrt: (bis) => ({
    title: ENTWURFSLINK_TEXTE.gesperrtTitel,
    text: `Von Ihrem Anschluss kamen zu viele ungültige Links. Bitte versuchen Sie es ab ${bis ? formatUhrzeit(bis) : 'später'} Uhr erneut.`,
  }),
  'nicht-erreichbar': () => ({
    title: ENTWURFSLINK_TEXTE.nichtErreichbarTitel,
    text: ENTWURFSLINK_TEXTE.nichtErreichbar,
  }),
};

/** Why a shared draft's link shows no draft, in the site's frame (its status is set by the page's props). */
export function SharedDraftProblemView({
  problem,
  layoutData,
  bis,
}: {
  problem: SharedDraftProblem;
  layoutData: LayoutData;
  bis?: string;
}) {
  const { title, text } = TEXTS[problem](bis);
  return (
    <>
      <PageHead title={title} noindex />
      <DefaultLayout layoutData={layoutData} isHome={false} breadcrumbs={[{ title: 'Startseite', href: '/de' }]}>
        <section className={styles.error} aria-labelledby="fehler-titel" data-entwurfslink={problem}>
          <h1 id="fehler-titel">{title}</h1>
          <p className={styles.lead}>{text}</p>
          <SmartLink href="/de" className="button">
            {ERROR_TEXTS.backHome}
          </SmartLink>
        </section>
      </DefaultLayout>
    </>
  );
}
