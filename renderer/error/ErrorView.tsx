import { SmartLink } from '@/renderer/ui/SmartLink';
import type { LayoutData } from '@/renderer/load-layout';
import { DefaultLayout } from '@/renderer/layout/DefaultLayout';
import { PageHead } from '@/renderer/PageHead';
import { siteSettings } from '@/renderer/site-settings';
import { ERROR_TEXTS } from './error-texts';
import styles from './ErrorView.module.css';
import { WithdrawnNotice } from './WithdrawnNotice';
import type { Zurueckgezogen } from '@/lib/redaktion/shared/withdrawal';

export interface ErrorViewProps {
  statusCode: number;
  layoutData: LayoutData;
  /** A page withdrawn with a public note (410): when, the note and the suggested page. */
  zurueckgezogen?: Zurueckgezogen | null;
  /** An address with a reason of its own (a shared draft's link that expired): its heading and text. */
  meldung?: { titel: string; text: string };
}

export const EMPTY_LAYOUT: LayoutData = { menus: {}, weather: null };

export function ErrorView({ statusCode, layoutData, zurueckgezogen, meldung }: ErrorViewProps) {
  const notFound = statusCode === 404 && !meldung;
  const title = meldung
    ? meldung.titel
    : zurueckgezogen
      ? ERROR_TEXTS.withdrawnTitle
      : notFound
        ? ERROR_TEXTS.notFoundTitle
        : ERROR_TEXTS.errorTitle;
  const mail = `mailto:${siteSettings.fehlerMeldenEmail}?subject=${encodeURIComponent('Veralteter Link auf der Website')}`;
  return (
    <>
      <PageHead title={title} noindex />
      <DefaultLayout
        layoutData={layoutData}
        isHome={false}
        breadcrumbs={[
          { title: 'Startseite', href: '/de' },
          { title: ERROR_TEXTS.breadcrumb(statusCode), href: '#' },
        ]}
      >
        <section className={styles.error} aria-labelledby="fehler-titel" data-status={statusCode}>
          <h1 id="fehler-titel">{title}</h1>
          {meldung ? (
            <p className={styles.lead}>{meldung.text}</p>
          ) : zurueckgezogen ? (
            <WithdrawnNotice zurueckgezogen={zurueckgezogen} />
          ) : notFound ? (
            <>
              <p className={styles.lead}>{ERROR_TEXTS.notFoundText}</p>
              <p>
                {ERROR_TEXTS.notFoundMailIntro} <a href={mail}>{ERROR_TEXTS.notFoundMailLink}</a>
              </p>
            </>
          ) : (
            <p className={styles.lead}>{ERROR_TEXTS.errorText}</p>
          )}
          <SmartLink href="/de" className="button">
            {ERROR_TEXTS.backHome}
          </SmartLink>
        </section>
      </DefaultLayout>
    </>
  );
}
