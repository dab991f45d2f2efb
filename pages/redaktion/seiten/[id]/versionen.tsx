import type { Seite } from '@/codegen/out/types';
import { getPageVersion, listPageVersions } from '@/lib/redaktion/store/page-versions';
import { requireInScope } from '@/lib/redaktion/store/page-scope';
import { getPageInfo } from '@/lib/redaktion/store/pages';
import { blockCatalog, blockSchemas, schemaLookup, sharedSchemas } from '@/lib/blocks/site-schemas';
import { diffPages } from '@/lib/redaktion/shared/version-diff';
import { redaktionPage } from '@/renderer/redaktion/frame/RedaktionPage';
import { redaktionPageProps } from '@/renderer/redaktion/frame/redaktion-page-props';
import { VersionsView } from '@/renderer/redaktion/versions/VersionsView';

type Props = Parameters<typeof VersionsView>[0];

const one = (value: string | string[] | undefined) => Number(Array.isArray(value) ? value[0] : value);

// The versions of a page, and with ?von=&bis= (version numbers) the per-block comparison of two of them.
export const getServerSideProps = redaktionPageProps<Props>(async ({ db, actor, context }) => {
  const info = await getPageInfo(db, String(context.params?.id ?? ''));
  await requireInScope(actor, info);
  const versions = await listPageVersions(db, info.id);
  const byNumber = (nummer: number) => versions.find((v) => v.nummer === nummer);
  const von = byNumber(one(context.query.von));
  const bis = byNumber(one(context.query.bis));
  const comparison =
    von && bis
      ? {
          von: von.nummer,
          bis: bis.nummer,
          diff: diffPages(
            (await getPageVersion(db, info.id, von.id)).inhalt as Seite,
            (await getPageVersion(db, info.id, bis.id)).inhalt as Seite,
            { page: sharedSchemas.seite!, blocks: blockSchemas, lookup: schemaLookup },
          ),
        }
      : null;
  return {
    props: {
      page: { id: info.id, pfad: info.pfad, titel: info.titel },
      versions,
      blockNames: Object.fromEntries(blockCatalog.map((entry) => [entry.template, entry.title])),
      comparison,
    },
  };
});

export default redaktionPage<Props>(({ page }) => `Versionen: ${page.titel}`, VersionsView);
