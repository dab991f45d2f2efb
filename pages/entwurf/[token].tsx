import { CmsPageView } from '@/renderer/CmsPageView';
import { SharedDraftNotice } from '@/renderer/share/SharedDraftNotice';
import { SharedDraftProblemView } from '@/renderer/share/SharedDraftProblemView';
import { sharedDraftProps, type SharedDraftProps } from '@/renderer/share/shared-draft-props';

// A shared draft (renderer/share/shared-draft-props.ts): one version of one page, for whoever holds the link.
export const getServerSideProps = sharedDraftProps;

export default function GeteilterEntwurf(props: SharedDraftProps) {
  if (props.kind === 'problem') return <SharedDraftProblemView {...props} />;
  return (
    <>
      <SharedDraftNotice {...props.link} />
      <CmsPageView page={props.page} layoutData={props.layoutData} fuerRedaktion={props.fuerRedaktion} noindex />
    </>
  );
}
