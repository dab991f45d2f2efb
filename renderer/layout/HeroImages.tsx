import type { Bild } from '@/codegen/out/types';
import { CmsImage } from '@/renderer/ui/CmsImage';
import styles from './HeroImages.module.css';

/** The page envelope's heroImages: the first one large, across the page. */
export function HeroImages({ images }: { images: Bild[] }) {
  const [first] = images;
  if (!first) return null;
  return (
    <div className={styles.hero}>
      <CmsImage
        src={first.src}
        alt={first.alt}
        copyright={first.copyright}
        sizes="100vw"
        priority
        aspect="21/9"
        className={styles.image}
      />
    </div>
  );
}
