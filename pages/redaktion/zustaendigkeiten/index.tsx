import { listLinkResults } from '@/lib/linkpruefung/link-store';
import { BROKEN, NOT_CHECKED } from '@/lib/linkpruefung/link-types';
import { linksOutsidePages, listStewardship, officeOverview } from '@/lib/redaktion/store/stewardship';
import { readAbteilungen } from '@/lib/redaktion/store/page-owners';
import { redaktionPage } from '@/renderer/redaktion/frame/RedaktionPage';
import { redaktionPageProps } from '@/renderer/redaktion/frame/redaktion-page-props';
import { OfficeOverview, type OfficeOverviewProps } from '@/renderer/redaktion/stewardship/OfficeOverview';

// Every office with its pages due for review and its broken and unchecked links (lib/redaktion/store/stewardship.ts),
// and the links of menus and banners, which are on no office's pages.
export const getServerSideProps = redaktionPageProps<OfficeOverviewProps>(async ({ db }) => {
  const abteilungen = await readAbteilungen();
  const [pflege, links] = await Promise.all([
    listStewardship(db, abteilungen),
    listLinkResults(db, { nur: [...BROKEN, ...NOT_CHECKED] }),
  ]);
  return {
    props: { uebersicht: officeOverview(pflege, links, abteilungen), ausserhalb: linksOutsidePages(links) },
  };
});

export default redaktionPage('Zuständigkeiten', OfficeOverview);
