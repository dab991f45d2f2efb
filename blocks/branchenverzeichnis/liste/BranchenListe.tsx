// The entries of the directory: plain HTML from their props (no hook, no handler), like the block around them, which
// is kept as the server sent it (renderer/islands/static-island.tsx).
import type { BranchenverzeichnisDaten } from '@/codegen/out/types';
import { ortLabel } from '@/lib/verzeichnis';
import { telefonHref } from '@/lib/format/telefon';
import { CmsImage } from '@/renderer/ui/CmsImage';
import { SmartLink } from '@/renderer/ui/SmartLink';
import { Icon } from '@/renderer/icons/Icon';
import list from '@/renderer/ui/EntryList.module.css';
import own from './BranchenListe.module.css';

const styles = { ...list, ...own };

export interface BranchenListeProps {
  eintraege: NonNullable<BranchenverzeichnisDaten['data']>;
  /** The entries' heading level: one below the block's heading, or right below the page's h1. */
  H: 'h2' | 'h3';
}

export function BranchenListe({ eintraege, H }: BranchenListeProps) {
  return (
    <ul className={styles.liste}>
      {eintraege.map((e, index) => {
        const tel = telefonHref(e.telefon);
        return (
          <li key={e.id} className={styles.karte}>
            {e.bild && (
              <CmsImage
                src={e.bild.src}
                alt={e.bild.alt}
                sizes="(min-width: 1024px) 240px, 100vw"
                aspect="4/3"
                className={styles.bild}
                // The first entry's image is the largest thing in view on a phone (the page's LCP): not lazy.
                priority={index === 0}
              />
            )}
            <div className={styles.text}>
              {e.rubriken?.[0] && <p className={styles.rubrik}>{e.rubriken.map((r) => r.rubrik).join(', ')}</p>}
              <H className={styles.titel}>
                {e.detailURL ? <SmartLink href={e.detailURL}>{e.titel}</SmartLink> : e.titel}
              </H>
              {e.kurztext && <p className={styles.kurztext}>{e.kurztext}</p>}
              <p className={styles.iconMeta}>
                <Icon name="map-pin" size={18} />
                <span>
                  {[e.strasse, [e.plz, e.ort ? ortLabel(e.ort) : ''].filter(Boolean).join(' ')]
                    .filter(Boolean)
                    .join(', ')}
                </span>
              </p>
              {e.telefon && (
                <p className={styles.iconMeta}>
                  <Icon name="phone" size={18} />
                  {tel ? <a href={tel}>{e.telefon}</a> : <span>{e.telefon}</span>}
                </p>
              )}
              {e.interessengruppen && e.interessengruppen.length > 0 && (
                <ul className={styles.tags} aria-label="Merkmale">
                  {e.interessengruppen.map((g) => (
                    <li key={g.id}>{g.name}</li>
                  ))}
                </ul>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
