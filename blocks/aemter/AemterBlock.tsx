import type { BlockProps } from '@/renderer/block-props';
import type { Aemter, AemterDaten } from '@/codegen/out/types';
import { Kontaktangaben } from '@/renderer/ui/Kontaktangaben';
import { Oeffnungszeiten } from '@/renderer/ui/Oeffnungszeiten';
import { SmartLink } from '@/renderer/ui/SmartLink';
import list from '@/renderer/ui/EntryList.module.css';
import own from './AemterBlock.module.css';

const styles = { ...list, ...own };

export default function AemterBlock({ content, data }: BlockProps<Aemter, AemterDaten>) {
  const aemter = data?.data ?? [];
  // Item headings sit one level below the block's heading, or right below the page's h1.
  const H = content.titel ? 'h3' : 'h2';
  return (
    <section className={styles.section} aria-label={content.titel ? undefined : 'Ämter'}>
      {content.titel && <h2>{content.titel}</h2>}
      {content.einleitung && <p>{content.einleitung}</p>}
      {aemter.length === 0 && (
        <p className={styles.leer}>
          {data ? 'Aktuell sind keine Ämter erfasst.' : 'Die Ämter können gerade nicht geladen werden.'}
        </p>
      )}
      <ul className={styles.liste}>
        {aemter.map((amt) => (
          <li key={amt.id} className={styles.karte}>
            <H className={styles.titel}>
              {amt.detailURL ? <SmartLink href={amt.detailURL}>{amt.titel}</SmartLink> : amt.titel}
            </H>
            {amt.kurztext && <p>{amt.kurztext}</p>}
            <Kontaktangaben adresse={[amt.gebaeude ?? '']} telefon={amt.telefon} email={amt.email} />
            {content.oeffnungszeiten && <Oeffnungszeiten quelle={amt} level={content.titel ? 4 : 3} />}
            {amt.detailURL && (
              <SmartLink href={amt.detailURL} className="arrow-link">
                Mehr Erfahren<span className="visually-hidden">: {amt.titel}</span>
              </SmartLink>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
