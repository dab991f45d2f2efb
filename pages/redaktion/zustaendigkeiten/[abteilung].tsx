import { listLinkResults } from '@/lib/linkpruefung/link-store';
import { BROKEN, NOT_CHECKED } from '@/lib/linkpruefung/link-types';
import { linksOnPages, listStewardship } from '@/lib/redaktion/store/stewardship';
import { readAbteilungen } from '@/lib/redaktion/store/page-owners';
import { RedaktionError } from '@/lib/redaktion/shared/types';
import { redaktionPage } from '@/renderer/redaktion/frame/RedaktionPage';
import { redaktionPageProps } from '@/renderer/redaktion/frame/redaktion-page-props';
import { OfficeView, type OfficeViewProps } from '@/renderer/redaktion/stewardship/OfficeView';

// One office's pages with their review dates, and the broken and the unchecked links on them.
export const getServerSideProps = redaktionPageProps<OfficeViewProps>(async ({ db, context }) => {
  const abteilungen = await readAbteilungen();
  const abteilung = abteilungen.find((a) => String(a.id) === context.params?.abteilung);
  if (!abteilung) throw new RedaktionError(404, 'Dieses Amt gibt es nicht.');
  const seiten = await listStewardship(db, abteilungen, { abteilung: abteilung.id });
  const links = linksOnPages(
    await listLinkResults(db, { nur: [...BROKEN, ...NOT_CHECKED] }),
    new Set(seiten.map((s) => s.seiteId)),
  );
  return {
    props: {
      abteilung,
      seiten,
      kaputteLinks: links.filter((link) => BROKEN.includes(link.ergebnis)),
      nichtGepruefteLinks: links.filter((link) => NOT_CHECKED.includes(link.ergebnis)),
    },
  };
});

export default redaktionPage((props) => props.abteilung.name, OfficeView);
