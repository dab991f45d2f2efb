import type { GetStaticPaths } from 'next';
import { CmsPageView } from '@/renderer/CmsPageView';
import { getCmsStaticProps } from '@/renderer/cms-page-props';
import { withRenderTime } from '@/lib/revalidation/render-time';

// CMS pages depend on their path alone: generated on first request and kept (ISR); stamped with when their data was
// gathered, so a revalidation on any instance makes them outdated everywhere (lib/revalidation).
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });
export const getStaticProps = withRenderTime(getCmsStaticProps);
export default CmsPageView;
