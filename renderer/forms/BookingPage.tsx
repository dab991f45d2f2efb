// The frame of a booking or cancellation page: head, default layout, breadcrumbs and title.
import type { ReactNode } from 'react';
import { PageHead } from '@/renderer/PageHead';
import { DefaultLayout } from '@/renderer/layout/DefaultLayout';
import type { Breadcrumb } from '@/renderer/page-types';
import type { BookingPageProps } from './booking-page-props';
import styles from './BookingPage.module.css';

interface Props extends BookingPageProps {
  title: string;
  description: string;
  path: string;
  breadcrumbs: Breadcrumb[];
  noindex?: boolean;
  children: ReactNode;
}

export function BookingPage({ layoutData, siteUrl, title, description, path, breadcrumbs, noindex, children }: Props) {
  return (
    <>
      <PageHead title={title} description={description} canonical={siteUrl + path} noindex={noindex} />
      <DefaultLayout
        layoutData={layoutData}
        isHome={false}
        breadcrumbs={[{ title: 'Startseite', href: '/de' }, ...breadcrumbs]}
      >
        <div className={styles.page}>
          <h1>{title}</h1>
          {children}
        </div>
      </DefaultLayout>
    </>
  );
}
