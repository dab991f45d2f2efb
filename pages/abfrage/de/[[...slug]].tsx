import { CmsPageView } from '@/renderer/CmsPageView';
import { getCmsServerSideProps } from '@/renderer/cms-page-props';

// /de/... with a query that changes the page (paging, filters) is rewritten here by next.config.js.
export const getServerSideProps = getCmsServerSideProps;
export default CmsPageView;
