import { requireSammlung } from '@/lib/redaktion/store/entries';
import { entryFields } from '@/lib/redaktion/shared/entry-import';
import { requirePermission } from '@/lib/redaktion/shared/roles';
import { CollectionImport, type CollectionImportProps } from '@/renderer/redaktion/collections/CollectionImport';
import { sammlungSicht } from '@/renderer/redaktion/collections/collection-view-types';
import { redaktionPage } from '@/renderer/redaktion/frame/RedaktionPage';
import { redaktionPageProps } from '@/renderer/redaktion/frame/redaktion-page-props';

// The import of a collection: whoever may create entries uploads a file, sees its preview, and confirms it.
export const getServerSideProps = redaktionPageProps<CollectionImportProps>(async ({ actor, context }) => {
  const s = requireSammlung(context.params?.sammlung);
  requirePermission(actor, 'eintrag_anlegen');
  const { felder, pflicht } = entryFields(s);
  return {
    props: {
      sammlung: sammlungSicht(s),
      felder: felder.map((f) => ({ feld: f.feld, titel: f.titel, pflicht: pflicht.includes(f.feld) })),
    },
  };
});

export default redaktionPage<CollectionImportProps>(({ sammlung }) => `${sammlung.titel}: Import`, CollectionImport);
