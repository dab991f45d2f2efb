import type { BlockProps } from '@/renderer/block-props';
import type { MitarbeiterDetail, MitarbeiterDetailDaten } from '@/codegen/out/types';
import { filterTelefon } from '@/lib/format/telefon';
import { vollerName } from '@/lib/verwaltung/types';
import { DetailFallback } from '@/renderer/ui/DetailFallback';
import { JsonLd } from '@/renderer/ui/JsonLd';
import { Kontaktangaben } from '@/renderer/ui/Kontaktangaben';
import { SmartLink } from '@/renderer/ui/SmartLink';
import styles from './MitarbeiterDetailBlock.module.css';

export default function MitarbeiterDetailBlock({
  content,
  data,
}: BlockProps<MitarbeiterDetail, MitarbeiterDetailDaten>) {
  const zurueck = content.zurueck || '/de/leben/mitarbeiter-aemter';
  if (!data)
    return (
      <DetailFallback
        nachricht="Diese Kontaktdaten können gerade nicht angezeigt werden."
        href={zurueck}
        linkText="Zu allen Mitarbeitenden"
      />
    );
  const m = data;
  return (
    <article className={styles.detail}>
      <JsonLd
        data={{
          '@type': 'Person',
          name: vollerName(m),
          ...(m.funktion ? { jobTitle: m.funktion } : {}),
          ...(m.telefon ? { telephone: filterTelefon(m.telefon) } : {}),
          ...(m.email ? { email: m.email } : {}),
          worksFor: { '@type': 'GovernmentOrganization', name: 'Gemeinde Tannbrunn im Schwarzwald' },
        }}
      />
      <div className={styles.karte}>
        {m.funktion && <p className={styles.funktion}>{m.funktion}</p>}
        {m.amt && (
          <p>Amt: {m.amt.detailURL ? <SmartLink href={m.amt.detailURL}>{m.amt.titel}</SmartLink> : m.amt.titel}</p>
        )}
        <Kontaktangaben adresse={[m.raum ?? '']} telefon={m.telefon} email={m.email} />
      </div>
      {m.zustaendigkeiten && m.zustaendigkeiten.length > 0 && (
        <>
          <h2>Zuständigkeiten</h2>
          <ul>
            {m.zustaendigkeiten.map((z) => (
              <li key={z}>{z}</li>
            ))}
          </ul>
        </>
      )}
      <p>
        <SmartLink href={zurueck} className="arrow-link">
          Alle Ämter und Mitarbeitenden
        </SmartLink>
      </p>
    </article>
  );
}
