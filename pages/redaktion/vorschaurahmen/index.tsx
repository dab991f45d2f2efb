import { PreviewHost, type PreviewHostProps } from '@/renderer/redaktion/preview/host/PreviewHost';
import { previewHostProps } from '@/renderer/redaktion/preview/isolated-preview';

// The preview's host page, on the preview's own site: the editor frames it (renderer/redaktion/preview/host).
export const getServerSideProps = previewHostProps;

export default function Vorschaurahmen(props: PreviewHostProps) {
  return <PreviewHost {...props} />;
}
