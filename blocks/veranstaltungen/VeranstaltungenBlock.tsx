import type { BlockProps } from '@/renderer/block-props';
import type { Veranstaltungsliste, VeranstaltungslisteDaten } from '@/codegen/out/types';
import { adresseVon } from '@/lib/ical/veranstaltung';
import { berlin } from '@/lib/format/dayjs';
import { formatTermin, isoStart } from '@/lib/format/zeitraum';
import { Pagination } from '@/renderer/ui/Pagination';
import { SmartLink } from '@/renderer/ui/SmartLink';
import { DEFAULT_LINK_TEXT } from '@/renderer/ui/link-text';
import { Icon } from '@/renderer/icons/Icon';
import list from '@/renderer/ui/EntryList.module.css';
import own from './VeranstaltungenBlock.module.css';

const styles = { ...list, ...own };

export const LEERTEXT = 'Aktuell sind keine Veranstaltungen erfasst';

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

export default function VeranstaltungenBlock({
  content,
  data,
  page,
}: BlockProps<Veranstaltungsliste, VeranstaltungslisteDaten>) {
  const events = data?.data ?? [];
  const rubriken = data?.rubriken ?? [];
  const gewaehlt = first(page.query.rubrik_id);
  const headingId = `veranstaltungen-${content.titel ? 'titel' : 'liste'}`;
  // Item headings sit one level below the block's heading, or right below the page's h1.
  const H = content.titel ? 'h3' : 'h2';
  return (
    <section
      className={styles.section}
      aria-labelledby={content.titel ? headingId : undefined}
      aria-label={content.titel ? undefined : 'Veranstaltungen'}
    >
      {content.titel && <h2 id={headingId}>{content.titel}</h2>}
      {content.einleitung && <p className={styles.einleitung}>{content.einleitung}</p>}
      {content.rubrikfilter && rubriken.length > 0 && (
        <form
          method="get"
          action={page.path}
          className={styles.filter}
          role="search"
          aria-label="Veranstaltungen nach Rubrik filtern"
        >
          <label htmlFor="veranstaltungen-rubrik">Rubrik</label>
          <select id="veranstaltungen-rubrik" name="rubrik_id" defaultValue={gewaehlt}>
            <option value="">Alle Rubriken</option>
            {rubriken.map((r) => (
              <option key={r.id} value={String(r.id)}>
                {r.rubrik}
              </option>
            ))}
          </select>
          <button type="submit" className="button">
            Anzeigen
          </button>
        </form>
      )}
      {events.length === 0 ? (
        <p className={styles.leer}>{content.leertext || LEERTEXT}</p>
      ) : (
        <ul className={styles.liste}>
          {events.map((v, i) => {
            const start = berlin(v.dateFrom ?? v.datum_von);
            const url = v.rubriken?.[0]?.detailURL;
            const adresse = adresseVon({ location: v.location, city: v.city });
            return (
              <li key={v.id ?? `ohne-kennung-${i}`} className={styles.eintrag}>
                {start && (
                  <div className={styles.kalenderblatt} aria-hidden="true">
                    <span className={styles.tag}>{start.format('DD')}</span>
                    <span className={styles.monat}>{start.format('MMM')}</span>
                  </div>
                )}
                <div className={styles.text}>
                  <H className={styles.titel}>{url ? <SmartLink href={url}>{v.titel}</SmartLink> : v.titel}</H>
                  <p className={styles.iconMeta}>
                    <Icon name="calendar" size={18} />
                    <time dateTime={isoStart(v) ?? undefined}>{formatTermin(v)}</time>
                  </p>
                  {adresse && (
                    <p className={styles.iconMeta}>
                      <Icon name="map-pin" size={18} />
                      <span>{adresse}</span>
                    </p>
                  )}
                  {v.kurztext && <p className={styles.kurztext}>{v.kurztext}</p>}
                </div>
                {v.rubriken?.[0] && <span className={styles.rubrik}>{v.rubriken[0].rubrik}</span>}
              </li>
            );
          })}
        </ul>
      )}
      <Pagination pagination={page.pagination} path={page.path} query={page.query} label="Veranstaltungen" />
      {content.link && (
        <p>
          <SmartLink href={content.link} className="button button--outline">
            {content.linktext || DEFAULT_LINK_TEXT}
          </SmartLink>
        </p>
      )}
    </section>
  );
}
