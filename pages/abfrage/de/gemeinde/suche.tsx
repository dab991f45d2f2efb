// /de/gemeinde/suche?…&seite=n is rewritten here by next.config.js (seite is a query-dependent
// parameter): the same search page.
export { default, getServerSideProps } from '../../../de/gemeinde/suche';
