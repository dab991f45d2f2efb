import { CmsPageView } from '@/renderer/CmsPageView';
import { isolatedPreviewProps, type IsolatedPreviewProps } from '@/renderer/redaktion/preview/isolated-preview';
import { PreviewProblem } from '@/renderer/redaktion/preview/host/PreviewProblem';

// The page the preview's host draws, with the preview's token (renderer/redaktion/preview/isolated-preview.ts).
export const getServerSideProps = isolatedPreviewProps;

export default function VorschauImRahmen(props: IsolatedPreviewProps) {
  if (props.kind === 'seite') return <CmsPageView {...props} />;
  return <PreviewProblem kind={props.kind} text={props.text} />;
}
