import type { BlockProps } from '@/renderer/block-props';
import type { Veranstaltung, VeranstaltungDetail, VeranstaltungDetailDaten } from '@/codegen/out/types';
import { adresseVon } from '@/lib/ical/veranstaltung';
import { formatTermin, isoEnde, isoStart } from '@/lib/format/zeitraum';
import { formatEuro } from '@/lib/format/geld';
import { CmsImage } from '@/renderer/ui/CmsImage';
import { JsonLd } from '@/renderer/ui/JsonLd';
import { PlainText } from '@/renderer/ui/PlainText';
import { SmartLink } from '@/renderer/ui/SmartLink';
import { DetailFallback } from '@/renderer/ui/DetailFallback';
import { Icon } from '@/renderer/icons/Icon';
import styles from './VeranstaltungDetailBlock.module.css';

function eventJsonLd(v: Veranstaltung): Record<string, unknown> {
  return {
    '@type': 'Event',
    name: v.titel,
    startDate: isoStart(v),
    ...(isoEnde(v) ? { endDate: isoEnde(v) } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(v.kurztext ? { description: v.kurztext } : {}),
    ...(v.bild ? { image: [v.bild.src] } : {}),
    location: {
      '@type': 'Place',
      name: v.location ?? v.city,
      address: {
        '@type': 'PostalAddress',
        streetAddress: v.street,
        postalCode: v.zip,
        addressLocality: v.city,
        addressCountry: 'DE',
      },
    },
    ...(v.veranstalter ? { organizer: { '@type': 'Organization', name: v.veranstalter } } : {}),
    ...(typeof v.eintritt === 'number'
      ? { isAccessibleForFree: v.eintritt === 0, offers: { '@type': 'Offer', price: v.eintritt, priceCurrency: 'EUR' } }
      : {}),
  };
}

export default function VeranstaltungDetailBlock({
  content,
  data,
}: BlockProps<VeranstaltungDetail, VeranstaltungDetailDaten>) {
  const zurueck = content.zurueck || '/de/veranstaltungen/kalender';
  if (!data) {
    return (
      <DetailFallback
        nachricht="Diese Veranstaltung kann gerade nicht angezeigt werden."
        href={zurueck}
        linkText="Zum Veranstaltungskalender"
      />
    );
  }
  const v = data;
  const adresse = adresseVon(v);
  return (
    <article className={styles.detail}>
      <JsonLd data={eventJsonLd(v)} />
      {v.bild && (
        <CmsImage
          src={v.bild.src}
          alt={v.bild.alt}
          copyright={v.bild.copyright}
          sizes="(min-width: 1024px) 800px, 100vw"
          aspect="16/9"
          className={styles.bild}
          priority
        />
      )}
      <dl className={styles.fakten}>
        <div>
          <dt>
            <Icon name="calendar" size={20} /> Termin
          </dt>
          <dd>
            <time dateTime={isoStart(v) ?? undefined}>{formatTermin(v)}</time>
          </dd>
        </div>
        {adresse && (
          <div>
            <dt>
              <Icon name="map-pin" size={20} /> Ort
            </dt>
            <dd>{adresse}</dd>
          </div>
        )}
        {v.veranstalter && (
          <div>
            <dt>
              <Icon name="user" size={20} /> Veranstalter
            </dt>
            <dd>{v.veranstalter}</dd>
          </div>
        )}
        {typeof v.eintritt === 'number' && (
          <div>
            <dt>
              <Icon name="info" size={20} /> Eintritt
            </dt>
            <dd>{v.eintritt === 0 ? 'frei' : formatEuro(v.eintritt)}</dd>
          </div>
        )}
      </dl>
      <PlainText text={v.beschreibung ?? v.kurztext} className={styles.beschreibung} />
      <p className={styles.aktionen}>
        {/* The calendar file is made from the event's number; without one there is none to offer. */}
        {v.id !== undefined && (
          <a href={`/api/ical/veranstaltungen/${v.id}`} className="button" download>
            <Icon name="download" size={20} />
            In meinen Kalender eintragen
            <span className="visually-hidden"> (iCal-Datei: {v.titel})</span>
          </a>
        )}
        <SmartLink href={zurueck} className="arrow-link">
          Alle Veranstaltungen
        </SmartLink>
      </p>
    </article>
  );
}
