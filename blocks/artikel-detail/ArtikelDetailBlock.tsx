import type { BlockProps } from '@/renderer/block-props';
import type { Artikel, ArtikelDetail, ArtikelDetailDaten } from '@/codegen/out/types';
import { formatDatum } from '@/lib/format/datum';
import { CmsImage } from '@/renderer/ui/CmsImage';
import { Icon } from '@/renderer/icons/Icon';
import { JsonLd } from '@/renderer/ui/JsonLd';
import { RichText } from '@/renderer/ui/RichText';
import { SmartLink } from '@/renderer/ui/SmartLink';
import styles from './ArtikelDetailBlock.module.css';

const LISTE = '/de/leben/aktuelle-meldungen';

function newsJsonLd(a: Artikel): Record<string, unknown> {
  return {
    '@type': 'NewsArticle',
    headline: a.titel,
    datePublished: a.datum_von,
    ...(a.kurztext ? { description: a.kurztext } : {}),
    ...(a.bild ? { image: [a.bild.src] } : {}),
    inLanguage: 'de',
  };
}

/**
 * One news article. The page's h1 is its title (derived from the call's `titel`); the full text is
 * CMS HTML the pipeline has sanitised (the block's own, else the entry's). Without the call's answer the block's text
 * still shows, without date and image.
 */
export default function ArtikelDetailBlock({ content, data: artikel }: BlockProps<ArtikelDetail, ArtikelDetailDaten>) {
  const datum = artikel ? formatDatum(artikel.datum_von) : '';
  // A news item's page made from its entry has no options: its text, files and links are the entry's.
  const text = content.text ?? artikel?.text ?? '';
  const downloads = content.downloads ?? artikel?.downloads ?? [];
  const links = content.links ?? artikel?.links ?? [];
  return (
    <article className={styles.artikel}>
      {artikel && <JsonLd data={newsJsonLd(artikel)} />}
      {datum && (
        <p className={styles.datum}>
          <Icon name="calendar" size={18} />
          <span>
            Veröffentlicht am <time dateTime={artikel!.datum_von.slice(0, 10)}>{datum}</time>
          </span>
        </p>
      )}
      {artikel?.kurztext && <p className={styles.vorspann}>{artikel.kurztext}</p>}
      {artikel?.bild && (
        <CmsImage
          src={artikel.bild.src}
          alt={artikel.bild.alt}
          copyright={artikel.bild.copyright}
          sizes="(min-width: 1024px) 800px, 100vw"
          aspect="16/9"
          className={styles.bild}
          priority
        />
      )}
      {text && <RichText html={text} className={styles.text} />}
      {downloads.length > 0 && (
        <section className={styles.anhang} aria-labelledby="artikel-downloads">
          <h2 id="artikel-downloads" className={styles.anhangTitel}>
            Downloads
          </h2>
          <ul className={styles.liste}>
            {downloads.map((d, i) => (
              <li key={`${i}-${d.href}`}>
                <a href={d.href} className={styles.download} download>
                  <Icon name="download" size={20} />
                  <span>
                    {d.titel}
                    {d.info && <span className={styles.info}> ({d.info})</span>}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {links.length > 0 && (
        <section className={styles.anhang} aria-labelledby="artikel-links">
          <h2 id="artikel-links" className={styles.anhangTitel}>
            Weiterführende Links
          </h2>
          <ul className={styles.liste}>
            {links.map((l, i) => (
              <li key={`${i}-${l.link}`}>
                <SmartLink href={l.link} className="arrow-link">
                  {l.linktext}
                </SmartLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className={styles.zurueck}>
        <SmartLink href={content.zurueck || LISTE} className={styles.zurueckLink}>
          <Icon name="chevron-left" size={18} />
          Zurück zu den Aktuellen Meldungen
        </SmartLink>
      </p>
    </article>
  );
}
