import { useContext } from 'react';
import Image from 'next/image';
import { isMediaLibraryUrl } from '@/lib/medien/media-types';
import { MediaForEditorsContext } from './media-for-editors';
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

/** Element timing reports when a priority image is painted; public/scripts-after-paint.js selects this name. */
const PRIORITY_IMAGE_TIMING = 'priority-image';

/** Addresses next/image can serve: a path of this site, or an absolute http(s) address. */
export function isImageSrc(src: string): boolean {
  if (src.startsWith('/')) return !src.startsWith('//');
  return /^https?:\/\/[^\s/]+/.test(src);
}

/**
 * A CMS image, served by next/image at widths 480 to 1920, with its copyright line. An address that is
 * neither (blank, 'bild.jpg', '//host/…') shows no image rather than a broken one.
 */
export function CmsImage({ src, alt, copyright, sizes, priority, className, aspect = '16/9' }: Props) {
  // The Redaktion's preview (its own page, or draft mode) may show an upload no published page uses yet: only the
  // editor's session gets it, so the browser fetches it itself instead of the image optimizer
  // (lib/medien/media-types.ts). Public pages keep the optimizer.
  const forEditors = useContext(MediaForEditorsContext);
  if (!isImageSrc(src)) return null;
  return (
    <figure className={`${styles.figure} ${className ?? ''}`} style={{ aspectRatio: aspect }}>
      {/* `preload` alone leaves the request at low priority until layout; `fetchPriority` lets the LCP image
          start with the stylesheets instead of after them. */}
      <Image
        src={src}
        alt={alt}
        fill
        sizes={sizes}
        unoptimized={forEditors && isMediaLibraryUrl(src)}
        preload={priority}
        fetchPriority={priority ? 'high' : undefined}
        {...(priority && { elementtiming: PRIORITY_IMAGE_TIMING })}
        className={styles.image}
      />
      {copyright && <figcaption className={styles.copyright}>© {copyright}</figcaption>}
    </figure>
  );
}
