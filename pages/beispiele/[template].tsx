import { CmsPageView } from '@/renderer/CmsPageView';
import { getExampleServerSideProps } from '@/renderer/examples/example-page-props';

// One example of a block on a page of the site (development, and BLOCK_EXAMPLES=1 for the browser tests).
export const getServerSideProps = getExampleServerSideProps;
export default CmsPageView;
