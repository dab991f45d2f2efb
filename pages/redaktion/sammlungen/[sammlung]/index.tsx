import { filterOptions, listEntries, requireSammlung } from '@/lib/redaktion/store/entries';
import { readAbteilungen } from '@/lib/redaktion/store/page-owners';
import { entryFilter } from '@/lib/redaktion/actions/entry-actions';
import { CollectionList, type CollectionListProps } from '@/renderer/redaktion/collections/CollectionList';
import { sammlungSicht } from '@/renderer/redaktion/collections/collection-view-types';
import { redaktionPage } from '@/renderer/redaktion/frame/RedaktionPage';
import { redaktionPageProps } from '@/renderer/redaktion/frame/redaktion-page-props';

// A collection's entries as its address asks: search, filters, sort and page are the query of a GET form.
export const getServerSideProps = redaktionPageProps<CollectionListProps>(async ({ db, context }) => {
  const s = requireSammlung(context.params?.sammlung);
  const abfrage = Object.fromEntries(
    Object.entries(context.query).flatMap(([key, value]) =>
      key !== 'sammlung' && typeof value === 'string' && value !== '' ? [[key, value.slice(0, 200)]] : [],
    ),
  );
  const [liste, optionen] = await Promise.all([listEntries(db, s, entryFilter(context.query)), filterOptions(db, s)]);
  return { props: { sammlung: sammlungSicht(s), liste, optionen, abteilungen: await readAbteilungen(), abfrage } };
});

export default redaktionPage<CollectionListProps>(({ sammlung }) => sammlung.titel, CollectionList);
