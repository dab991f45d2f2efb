import { SearchPageView } from '@/renderer/search/SearchPageView';
import { getSearchServerSideProps } from '@/renderer/search/search-page-props';

// The site search: per request, a single hit redirects on the server.
export const getServerSideProps = getSearchServerSideProps;
export default SearchPageView;
