import type { BlockProps } from '@/renderer/block-props';
import type { Baugebiete, BaugebieteDaten } from '@/codegen/out/types';
import { formatEuro } from '@/lib/format/geld';
import { CmsImage } from '@/renderer/ui/CmsImage';
import { Kontaktangaben } from '@/renderer/ui/Kontaktangaben';
import list from '@/renderer/ui/EntryList.module.css';
import own from './BaugebieteBlock.module.css';

const styles = { ...list, ...own };

const qm = (n: number) => `${n.toLocaleString('de-DE')} m²`;

export default function BaugebieteBlock({ content, data }: BlockProps<Baugebiete, BaugebieteDaten>) {
  const gebiete = data?.data ?? [];
  // Item headings sit one level below the block's heading, or right below the page's h1.
  const H = content.titel ? 'h3' : 'h2';
  return (
    <section className={styles.section} aria-label={content.titel ? undefined : 'Baugebiete'}>
      {content.titel && <h2>{content.titel}</h2>}
      {content.einleitung && <p>{content.einleitung}</p>}
      {gebiete.length === 0 && (
        <p className={styles.leer}>
          {data ? 'Aktuell sind keine Baugebiete erfasst.' : 'Die Baugebiete können gerade nicht geladen werden.'}
        </p>
      )}
      <ul className={styles.liste}>
        {gebiete.map((g) => (
          <li key={g.id} className={`${styles.karte} ${styles.gebiet}`}>
            {g.bild && (
              <CmsImage
                src={g.bild.src}
                alt={g.bild.alt}
                copyright={g.bild.copyright}
                sizes="(min-width: 1024px) 300px, 100vw"
                aspect="4/3"
              />
            )}
            <div>
              {g.status && <span className={`${styles.tag} ${g.frei ? '' : styles.tagAkzent}`}>{g.status}</span>}
              <H className={styles.titel}>
                {g.titel}
                {g.ortsteil && <span className={styles.meta}> ({g.ortsteil})</span>}
              </H>
              {g.text && <p>{g.text}</p>}
              <dl className={styles.fakten}>
                {typeof g.bauplaetze === 'number' && (
                  <div>
                    <dt>Bauplätze</dt>
                    <dd>
                      {g.bauplaetze}
                      {typeof g.frei === 'number' ? `, davon ${g.frei} frei` : ''}
                    </dd>
                  </div>
                )}
                {typeof g.groesse_von === 'number' && (
                  <div>
                    <dt>Grundstücksgröße</dt>
                    <dd>
                      {qm(g.groesse_von)}
                      {typeof g.groesse_bis === 'number' ? ` bis ${qm(g.groesse_bis)}` : ''}
                    </dd>
                  </div>
                )}
                {typeof g.preis_qm === 'number' && (
                  <div>
                    <dt>Preis je m²</dt>
                    <dd>{formatEuro(g.preis_qm)}</dd>
                  </div>
                )}
              </dl>
              {g.kontakt && (
                <Kontaktangaben adresse={[g.kontakt.name ?? '']} telefon={g.kontakt.telefon} email={g.kontakt.email} />
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
