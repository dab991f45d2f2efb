import type { GetStaticProps } from 'next';
import { ErrorView, type ErrorViewProps } from '@/renderer/error/ErrorView';
import { ErrorPageBoundary } from '@/renderer/error/ErrorPageBoundary';
import { loadErrorLayoutData } from '@/renderer/error/error-layout-data';

export const getStaticProps: GetStaticProps<ErrorViewProps> = async () => ({
  props: { statusCode: 404, layoutData: await loadErrorLayoutData() },
  revalidate: 300,
});

export default function NotFoundPage(props: ErrorViewProps) {
  return (
    <ErrorPageBoundary>
      <ErrorView {...props} />
    </ErrorPageBoundary>
  );
}
