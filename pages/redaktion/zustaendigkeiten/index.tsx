import { listLinkResults } from '@/lib/linkpruefung/link-store';
import type { AbteilungsUebersicht } from '@/lib/redaktion/shared/types';
import { listStewardship, officeOverview } from '@/lib/redaktion/store/stewardship';
import { readAbteilungen } from '@/lib/redaktion/store/page-owners';
import { redaktionPage } from '@/renderer/redaktion/frame/RedaktionPage';
import { redaktionPageProps } from '@/renderer/redaktion/frame/redaktion-page-props';
import { OfficeOverview } from '@/renderer/redaktion/stewardship/OfficeOverview';

// Every office with its pages due for review and its broken links (lib/redaktion/store/stewardship.ts).
export const getServerSideProps = redaktionPageProps<{ uebersicht: AbteilungsUebersicht[] }>(async ({ db }) => {
  const abteilungen = await readAbteilungen(db);
  const [pflege, kaputt] = await Promise.all([
    listStewardship(db, abteilungen),
    listLinkResults(db, { nurKaputt: true }),
  ]);
  return { props: { uebersicht: officeOverview(pflege, kaputt, abteilungen) } };
});

export default redaktionPage('Zuständigkeiten', OfficeOverview);
