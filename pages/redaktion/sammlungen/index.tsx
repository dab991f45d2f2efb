import { ALLE_SAMMLUNGEN } from '@/lib/sammlungen/registry';
import { countEntries } from '@/lib/redaktion/store/entries';
import {
  CollectionsOverview,
  type CollectionsOverviewProps,
} from '@/renderer/redaktion/collections/CollectionsOverview';
import { sammlungSicht } from '@/renderer/redaktion/collections/collection-view-types';
import { redaktionPage } from '@/renderer/redaktion/frame/RedaktionPage';
import { redaktionPageProps } from '@/renderer/redaktion/frame/redaktion-page-props';

// Every collection with its number of entries and of those waiting for approval.
export const getServerSideProps = redaktionPageProps<CollectionsOverviewProps>(async ({ db }) => {
  const counts = await countEntries(db);
  return {
    props: {
      sammlungen: ALLE_SAMMLUNGEN.map((s) => ({
        ...sammlungSicht(s),
        eintraege: counts[s.name]?.eintraege ?? 0,
        wartend: counts[s.name]?.wartend ?? 0,
      })),
    },
  };
});

export default redaktionPage<CollectionsOverviewProps>('Sammlungen', CollectionsOverview);
