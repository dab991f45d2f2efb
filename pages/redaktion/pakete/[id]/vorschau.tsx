import { redaktionPage } from '@/renderer/redaktion/frame/RedaktionPage';
import { redaktionPageProps, type RedaktionPageProps } from '@/renderer/redaktion/frame/redaktion-page-props';
import { releasePreviewProps, type ReleasePreviewProps } from '@/renderer/redaktion/preview/release-preview-props';
import { ReleasePreview } from '@/renderer/redaktion/releases/ReleasePreview';

// The site as it will be once the Änderungspaket is published (`?pfad=/de/…`), in the editor's session only.
export const getServerSideProps = redaktionPageProps<ReleasePreviewProps>(releasePreviewProps);

const Refusal = redaktionPage<ReleasePreviewProps>('Vorschau', () => null);

export default function Vorschau(props: RedaktionPageProps<ReleasePreviewProps>) {
  if (props.view === 'redaktion') return <ReleasePreview {...props} />;
  // The login, or why this account may not see it.
  return <Refusal {...props} />;
}
