import { listLinkResults } from '@/lib/linkpruefung/link-store';
import { brokenLinksOn, listStewardship } from '@/lib/redaktion/store/stewardship';
import { readAbteilungen } from '@/lib/redaktion/store/page-owners';
import { RedaktionError } from '@/lib/redaktion/shared/types';
import { redaktionPage } from '@/renderer/redaktion/frame/RedaktionPage';
import { redaktionPageProps } from '@/renderer/redaktion/frame/redaktion-page-props';
import { OfficeView, type OfficeViewProps } from '@/renderer/redaktion/stewardship/OfficeView';

// One office's pages with their review dates, and the broken links on them.
export const getServerSideProps = redaktionPageProps<OfficeViewProps>(async ({ db, context }) => {
  const abteilungen = await readAbteilungen(db);
  const abteilung = abteilungen.find((a) => String(a.id) === context.params?.abteilung);
  if (!abteilung) throw new RedaktionError(404, 'Dieses Amt gibt es nicht.');
  const seiten = await listStewardship(db, abteilungen, { abteilung: abteilung.id });
  const kaputt = await listLinkResults(db, { nurKaputt: true });
  return {
    props: { abteilung, seiten, kaputteLinks: brokenLinksOn(kaputt, new Set(seiten.map((s) => s.seiteId))) },
  };
});

export default redaktionPage((props) => props.abteilung.name, OfficeView);
