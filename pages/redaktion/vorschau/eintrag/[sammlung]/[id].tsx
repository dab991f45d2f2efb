import { CmsPageView } from '@/renderer/CmsPageView';
import { redaktionPage } from '@/renderer/redaktion/frame/RedaktionPage';
import { redaktionPageProps, type RedaktionPageProps } from '@/renderer/redaktion/frame/redaktion-page-props';
import { entryPreviewProps } from '@/renderer/redaktion/preview/entry-preview-props';
import type { PreviewProps } from '@/renderer/redaktion/preview/preview-props';

// The preview of an entry in the editor's frame: the real renderer, draft content, the editor's session only.
export const getServerSideProps = redaktionPageProps<PreviewProps>(entryPreviewProps);

const Problem = redaktionPage<PreviewProps>('Vorschau', (props) =>
  props.kind === 'problem' ? <p role="alert">{props.text}</p> : null,
);

export default function EintragVorschau(props: RedaktionPageProps<PreviewProps>) {
  if (props.view === 'redaktion' && props.kind === 'seite') return <CmsPageView {...props} />;
  return <Problem {...props} />;
}
