// A hero slide's picture: full width at 21:9; the first slide's image is the page's largest paint and
// is fetched first.
import type { Bildupload } from '@/codegen/out/types';
import { CmsImage } from '@/renderer/ui/CmsImage';

export function SlideImage({
  bild,
  index,
  className,
}: {
  bild: Pick<Bildupload, 'bild' | 'bildtext' | 'bildcopyright'>;
  index: number;
  className?: string;
}) {
  return (
    <CmsImage
      src={bild.bild}
      alt={bild.bildtext}
      copyright={bild.bildcopyright}
      sizes="100vw"
      priority={index === 0}
      aspect="21/9"
      className={className}
    />
  );
}
