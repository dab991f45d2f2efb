// schema.org GovernmentOrganization of the municipality, for the start page, from
// content/einstellungen.json: the town hall is the main address, the other contacts are contact points.
import type { Einstellungen } from '@/codegen/out/types';

type Kontakt = Einstellungen['kontakte'][number];

function postalAddress(k: Kontakt) {
  return {
    '@type': 'PostalAddress',
    streetAddress: k.strasse,
    postalCode: k.plz,
    addressLocality: k.ort,
    addressCountry: 'DE',
  };
}

function contactPoint(k: Kontakt, origin: string) {
  return {
    '@type': 'ContactPoint',
    name: k.titel,
    telephone: k.telefon,
    ...(k.email ? { email: k.email } : {}),
    ...(k.href ? { url: new URL(k.href, origin).href } : {}),
    areaServed: 'DE',
    availableLanguage: 'de',
  };
}

export function governmentOrganization(settings: Einstellungen, origin: string): Record<string, unknown> {
  const [rathaus, ...others] = settings.kontakte;
  return {
    '@type': 'GovernmentOrganization',
    name: settings.gemeinde,
    url: `${origin}/de`,
    logo: `${origin}/icons/icon-512.png`,
    ...(rathaus
      ? {
          address: postalAddress(rathaus),
          telephone: rathaus.telefon,
          ...(rathaus.fax ? { faxNumber: rathaus.fax } : {}),
          ...(rathaus.email ? { email: rathaus.email } : {}),
        }
      : {}),
    ...(others.length ? { contactPoint: others.map((k) => contactPoint(k, origin)) } : {}),
  };
}
