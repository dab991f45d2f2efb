import Image from 'next/image';
import styles from './CmsImage.module.css';

interface Props {
  src: string;
  alt: string;
  copyright?: string;
  /** The `sizes` attribute: how wide the image is shown at each viewport. */
  sizes: string;
  priority?: boolean;
  className?: string;
  aspect?: '16/9' | '4/3' | '21/9' | '3/2';
}

/** A CMS image, served by next/image at widths 480 to 1920, with its copyright line. */
export function CmsImage({ src, alt, copyright, sizes, priority, className, aspect = '16/9' }: Props) {
  return (
    <figure className={`${styles.figure} ${className ?? ''}`} style={{ aspectRatio: aspect }}>
      <Image src={src} alt={alt} fill sizes={sizes} priority={priority} className={styles.image} />
      {copyright && <figcaption className={styles.copyright}>© {copyright}</figcaption>}
    </figure>
  );
}
