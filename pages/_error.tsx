import type { NextPageContext } from 'next';
import { ErrorView, EMPTY_LAYOUT, type ErrorViewProps } from '@/renderer/error/ErrorView';
import { ErrorPageBoundary } from '@/renderer/error/ErrorPageBoundary';
import { errorStatus } from '@/renderer/error/error-status';
import { reportError } from '@/lib/error-reporting';
import { withdrawalOfError } from '@/renderer/withdrawn-page';

function ErrorPage(props: ErrorViewProps) {
  return (
    <ErrorPageBoundary>
      <ErrorView {...props} />
    </ErrorPageBoundary>
  );
}

ErrorPage.getInitialProps = async ({ res, err }: NextPageContext): Promise<ErrorViewProps> => {
  const statusCode = errorStatus(res?.statusCode, err as { statusCode?: number } | null);
  if (typeof window === 'undefined') {
    if (res) res.statusCode = statusCode;
    if (err && statusCode >= 500) reportError(err, { tags: { status: String(statusCode) } });
    const { loadErrorLayoutData } = await import('@/renderer/error/error-layout-data');
    return { statusCode, layoutData: await loadErrorLayoutData(), zurueckgezogen: withdrawalOfError(err) ?? null };
  }
  return { statusCode, layoutData: EMPTY_LAYOUT };
};

export default ErrorPage;
