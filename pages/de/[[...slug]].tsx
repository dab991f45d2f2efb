import type { GetStaticPaths } from 'next';
import { CmsPageView } from '@/renderer/CmsPageView';
import { getCmsStaticProps } from '@/renderer/cms-page-props';

// CMS pages depend on their path alone: generated on first request and kept (ISR).
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });
export const getStaticProps = getCmsStaticProps;
export default CmsPageView;
