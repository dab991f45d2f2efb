import Image from 'next/image';
import styles from './CmsImage.module.css';

interface Props {
  src: string;
  alt: string;
  copyright?: string;
  /** The `sizes` attribute: how wide the image is shown at each viewport. */
  sizes: string;
  /** The page's largest image above the fold: preloaded and fetched before other images. */
  priority?: boolean;
  className?: string;
  aspect?: '16/9' | '4/3' | '21/9' | '3/2';
}

/** A CMS image, served by next/image at widths 480 to 1920, with its copyright line. */
export function CmsImage({ src, alt, copyright, sizes, priority, className, aspect = '16/9' }: Props) {
  return (
    <figure className={`${styles.figure} ${className ?? ''}`} style={{ aspectRatio: aspect }}>
      {/* `preload` alone leaves the request at low priority until layout; `fetchPriority` lets the LCP image
          start with the stylesheets instead of after them. */}
      <Image
        src={src}
        alt={alt}
        fill
        sizes={sizes}
        preload={priority}
        fetchPriority={priority ? 'high' : undefined}
        className={styles.image}
      />
      {copyright && <figcaption className={styles.copyright}>© {copyright}</figcaption>}
    </figure>
  );
}
