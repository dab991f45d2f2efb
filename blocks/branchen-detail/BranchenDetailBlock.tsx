import type { BlockProps } from '@/renderer/block-props';
import type { BranchenDetail, BranchenDetailDaten, Brancheneintrag } from '@/codegen/out/types';
import { ortLabel } from '@/lib/verzeichnis';
import { DetailFallback } from '@/renderer/ui/DetailFallback';
import { filterTelefon } from '@/lib/format/telefon';
import { CmsImage } from '@/renderer/ui/CmsImage';
import { JsonLd } from '@/renderer/ui/JsonLd';
import { Kontaktangaben } from '@/renderer/ui/Kontaktangaben';
import { Oeffnungszeiten } from '@/renderer/ui/Oeffnungszeiten';
import { PlainText } from '@/renderer/ui/PlainText';
import { SmartLink } from '@/renderer/ui/SmartLink';
import styles from './BranchenDetailBlock.module.css';

function localBusiness(e: Brancheneintrag): Record<string, unknown> {
  return {
    '@type': 'LocalBusiness',
    name: e.titel,
    ...(e.kurztext ? { description: e.kurztext } : {}),
    ...(e.bild ? { image: [e.bild.src] } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: e.strasse,
      postalCode: e.plz,
      addressLocality: e.ort ? ortLabel(e.ort) : undefined,
      addressCountry: 'DE',
    },
    ...(e.telefon ? { telephone: filterTelefon(e.telefon) } : {}),
    ...(e.email ? { email: e.email } : {}),
    ...(e.website ? { url: e.website } : {}),
  };
}

export default function BranchenDetailBlock({ content, data }: BlockProps<BranchenDetail, BranchenDetailDaten>) {
  const zurueck = content.zurueck || '/de/verzeichnis';
  if (!data)
    return (
      <DetailFallback
        nachricht="Dieser Eintrag kann gerade nicht angezeigt werden."
        href={zurueck}
        linkText="Zum Branchenverzeichnis"
      />
    );
  const e = data;
  const ort = [e.plz, e.ort ? ortLabel(e.ort) : ''].filter(Boolean).join(' ');
  return (
    <article className={styles.detail}>
      <JsonLd data={localBusiness(e)} />
      {e.rubriken && e.rubriken.length > 0 && (
        <p className={styles.rubrik}>{e.rubriken.map((r) => r.rubrik).join(', ')}</p>
      )}
      {e.bild && (
        <CmsImage
          src={e.bild.src}
          alt={e.bild.alt}
          copyright={e.bild.copyright}
          sizes="(min-width: 1024px) 800px, 100vw"
          aspect="16/9"
          className={styles.bild}
          priority
        />
      )}
      <div className={styles.spalten}>
        <div>
          <PlainText text={e.beschreibung ?? e.kurztext} />
          {e.interessengruppen && e.interessengruppen.length > 0 && (
            <>
              <h2 className={styles.zwischentitel}>Merkmale</h2>
              <ul className={styles.tags}>
                {e.interessengruppen.map((g) => (
                  <li key={g.id}>{g.name}</li>
                ))}
              </ul>
            </>
          )}
        </div>
        <div className={styles.kasten}>
          <h2 className={styles.zwischentitel}>Kontakt</h2>
          <Kontaktangaben
            adresse={[e.titel, e.strasse ?? '', ort]}
            telefon={e.telefon}
            email={e.email}
            website={e.website}
          />
          <Oeffnungszeiten quelle={e} />
        </div>
      </div>
      <p>
        <SmartLink href={zurueck} className="arrow-link">
          Zurück zum Branchenverzeichnis
        </SmartLink>
      </p>
    </article>
  );
}
