import { listMedia } from '@/lib/medien/media-store';
import type { Medium } from '@/lib/medien/media-types';
import { redaktionPage } from '@/renderer/redaktion/frame/RedaktionPage';
import { redaktionPageProps } from '@/renderer/redaktion/frame/redaktion-page-props';
import { MediaLibrary } from '@/renderer/redaktion/media/MediaLibrary';

// The media library: every uploaded image and PDF, newest first.
export const getServerSideProps = redaktionPageProps<{ medien: Medium[] }>(async ({ db }) => ({
  props: { medien: await listMedia(db) },
}));

export default redaktionPage('Medien', MediaLibrary);
