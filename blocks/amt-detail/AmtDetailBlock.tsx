import type { BlockProps } from '@/renderer/block-props';
import type { AmtDetail, AmtDetailDaten } from '@/codegen/out/types';
import { filterTelefon } from '@/lib/format/telefon';
import { vollerName } from '@/lib/verwaltung/types';
import { DetailFallback } from '@/renderer/ui/DetailFallback';
import { JsonLd } from '@/renderer/ui/JsonLd';
import { Kontaktangaben } from '@/renderer/ui/Kontaktangaben';
import { Oeffnungszeiten } from '@/renderer/ui/Oeffnungszeiten';
import { SmartLink } from '@/renderer/ui/SmartLink';
import styles from './AmtDetailBlock.module.css';

export default function AmtDetailBlock({ content, data }: BlockProps<AmtDetail, AmtDetailDaten>) {
  const zurueck = content.zurueck || '/de/leben/mitarbeiter-aemter';
  if (!data)
    return (
      <DetailFallback
        nachricht="Dieses Amt kann gerade nicht angezeigt werden."
        href={zurueck}
        linkText="Zu allen Ämtern"
      />
    );
  const amt = data;
  return (
    <article className={styles.detail}>
      <JsonLd
        data={{
          '@type': 'GovernmentOffice',
          name: `${amt.titel} – Gemeinde Tannbrunn`,
          ...(amt.telefon ? { telephone: filterTelefon(amt.telefon) } : {}),
          ...(amt.email ? { email: amt.email } : {}),
          address: {
            '@type': 'PostalAddress',
            streetAddress: amt.strasse,
            postalCode: amt.plz,
            addressLocality: amt.ort,
            addressCountry: 'DE',
          },
        }}
      />
      {amt.kurztext && <p className={styles.einleitung}>{amt.kurztext}</p>}
      <div className={styles.spalten}>
        <div>
          {amt.aufgaben && amt.aufgaben.length > 0 && (
            <>
              <h2>Aufgaben</h2>
              <ul>
                {amt.aufgaben.map((a) => (
                  <li key={a}>{a}</li>
                ))}
              </ul>
            </>
          )}
          {amt.mitarbeiter && amt.mitarbeiter.length > 0 && (
            <>
              <h2>Ansprechpersonen</h2>
              <ul className={styles.personen}>
                {amt.mitarbeiter.map((m) => (
                  <li key={m.id}>
                    {m.detailURL ? <SmartLink href={m.detailURL}>{vollerName(m)}</SmartLink> : vollerName(m)}
                    {m.funktion && <span className={styles.funktion}>{m.funktion}</span>}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        <div className={styles.kasten}>
          <h2 className={styles.kastentitel}>Kontakt</h2>
          <Kontaktangaben
            adresse={[amt.gebaeude ?? '', amt.strasse ?? '', [amt.plz, amt.ort].filter(Boolean).join(' ')]}
            telefon={amt.telefon}
            email={amt.email}
          />
          <Oeffnungszeiten quelle={amt} />
        </div>
      </div>
      <p>
        <SmartLink href={zurueck} className="arrow-link">
          Alle Ämter und Mitarbeitenden
        </SmartLink>
      </p>
    </article>
  );
}
