import type { BlockProps } from '@/renderer/block-props';
import type { WasErledigeIchWo, WasErledigeIchWoDaten } from '@/codegen/out/types';
import { formatEuro } from '@/lib/format/geld';
import { telefonHref } from '@/lib/format/telefon';
import { SmartLink } from '@/renderer/ui/SmartLink';
import list from '@/renderer/ui/EntryList.module.css';
import own from './WasErledigeIchWoBlock.module.css';

const styles = { ...list, ...own };

const buchstabe = (titel: string) =>
  titel
    .trim()
    .charAt(0)
    .toLocaleUpperCase('de')
    .replace(/[ÄÖÜ]/, (c) => ({ Ä: 'A', Ö: 'O', Ü: 'U' })[c] ?? c);

export default function WasErledigeIchWoBlock({ content, data }: BlockProps<WasErledigeIchWo, WasErledigeIchWoDaten>) {
  const liste = [...(data?.data ?? [])].sort((a, b) => a.titel.localeCompare(b.titel, 'de'));
  const buchstaben = [...new Set(liste.map((a) => buchstabe(a.titel)))];
  // Group and item headings sit below the block's heading, or right below the page's h1.
  const G = content.titel ? 'h3' : 'h2';
  const H = content.titel ? 'h4' : 'h3';
  return (
    <section className={styles.section} aria-label={content.titel ? undefined : 'Was erledige ich wo?'}>
      {content.titel && <h2>{content.titel}</h2>}
      {content.einleitung && <p>{content.einleitung}</p>}
      {liste.length === 0 && (
        <p className={styles.leer}>
          {data ? 'Aktuell sind keine Anliegen erfasst.' : 'Die Übersicht kann gerade nicht geladen werden.'}
        </p>
      )}
      {buchstaben.length > 1 && (
        <nav aria-label="Anliegen nach Anfangsbuchstaben" className={styles.abc}>
          <ul>
            {buchstaben.map((b) => (
              <li key={b}>
                <a href={`#anliegen-${b}`}>{b}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {buchstaben.map((b) => (
        <div key={b}>
          <G id={`anliegen-${b}`} className={styles.buchstabe}>
            {b}
          </G>
          <ul className={styles.liste}>
            {liste
              .filter((a) => buchstabe(a.titel) === b)
              .map((a) => {
                const tel = telefonHref(a.amt?.telefon);
                return (
                  <li key={a.id} className={styles.karte}>
                    <H className={styles.titel}>{a.titel}</H>
                    {a.text && <p>{a.text}</p>}
                    <dl className={styles.fakten}>
                      {a.amt && (
                        <div>
                          <dt>Zuständig</dt>
                          <dd>
                            {a.amt.detailURL ? (
                              <SmartLink href={a.amt.detailURL}>{a.amt.titel}</SmartLink>
                            ) : (
                              a.amt.titel
                            )}
                            {a.amt.telefon && (
                              <>
                                {', '}
                                {tel ? <a href={tel}>{a.amt.telefon}</a> : a.amt.telefon}
                              </>
                            )}
                          </dd>
                        </div>
                      )}
                      {typeof a.gebuehr === 'number' && (
                        <div>
                          <dt>Gebühr</dt>
                          <dd>{formatEuro(a.gebuehr)}</dd>
                        </div>
                      )}
                    </dl>
                    {a.unterlagen && a.unterlagen.length > 0 && (
                      <>
                        <p className={styles.meta}>Bitte mitbringen:</p>
                        <ul>
                          {a.unterlagen.map((u) => (
                            <li key={u}>{u}</li>
                          ))}
                        </ul>
                      </>
                    )}
                  </li>
                );
              })}
          </ul>
        </div>
      ))}
    </section>
  );
}
