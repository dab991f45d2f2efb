import { CmsPageView } from '@/renderer/CmsPageView';
import { redaktionPage } from '@/renderer/redaktion/frame/RedaktionPage';
import { redaktionPageProps, type RedaktionPageProps } from '@/renderer/redaktion/frame/redaktion-page-props';
import { previewProps, type PreviewProps } from '@/renderer/redaktion/preview/preview-props';

// The preview of a page in the editor's frame: the real renderer, draft content, the editor's session only.
export const getServerSideProps = redaktionPageProps<PreviewProps>(previewProps);

const Problem = redaktionPage<PreviewProps>('Vorschau', (props) =>
  props.kind === 'problem' ? <p role="alert">{props.text}</p> : null,
);

export default function Vorschau(props: RedaktionPageProps<PreviewProps>) {
  if (props.view === 'redaktion' && props.kind === 'seite') return <CmsPageView {...props} />;
  // The login, a refusal, or why this content cannot be shown.
  return <Problem {...props} />;
}
