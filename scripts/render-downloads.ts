// Renders the download buttons' PDFs (public/downloads/) from the demo data they describe, so the
// footer's downloads are real documents and stay in step with content/. Run: npx tsx scripts/render-downloads.ts
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { textToPdf } from '../lib/documents/text-pdf';

const ROOT = path.resolve(__dirname, '..');
const read = <T>(file: string): T => JSON.parse(readFileSync(path.join(ROOT, 'content', file), 'utf8')) as T;
const datum = (iso: string) => iso.split('-').reverse().join('.');

interface Eintrag {
  titel: string;
  strasse?: string;
  plz?: string;
  ort?: string;
  telefon?: string;
  email?: string;
  kurztext?: string;
  rubriken?: { rubrik: string; hauptrubrik?: { rubrik: string } }[];
}
interface Bezirk {
  name: string;
  gebiet: string;
  termine: { datum: string; art: string }[];
}

function gastgeber(): string {
  const eintraege = read<{ data: Eintrag[] }>('api/cms/branchen.json').data.filter((e) =>
    e.rubriken?.some((r) => /Unterk|Hotel|Ferien|Pension|Gäste/i.test(`${r.rubrik} ${r.hauptrubrik?.rubrik ?? ''}`)),
  );
  const lines = eintraege.map((e) =>
    [
      `${e.titel} (${e.rubriken?.[0]?.rubrik ?? ''})`,
      e.kurztext ?? '',
      [e.strasse, [e.plz, e.ort].filter(Boolean).join(' ')].filter(Boolean).join(', '),
      [e.telefon && `Telefon ${e.telefon}`, e.email].filter(Boolean).join(' · '),
      '',
    ].join('\n'),
  );
  return [
    'Unterkünfte in Tannbrunn, Oberbrunn, Hinterwald und Kapellenhof. Buchung direkt bei den Gastgebern; die Tourist-Information hilft gern weiter.',
    '',
    ...lines,
  ].join('\n');
}

function abfallkalender(): string {
  const { jahr, hinweis, bezirke } = read<{ jahr: number; hinweis: string; bezirke: Bezirk[] }>(
    'api/cms/abfuhrtermine.json',
  );
  return [
    hinweis,
    '',
    ...bezirke.flatMap((b) => [
      `${b.name}`,
      b.gebiet,
      ...b.termine.filter((t) => t.datum.startsWith(String(jahr))).map((t) => `${datum(t.datum)}  ${t.art}`),
      '',
    ]),
  ].join('\n');
}

function ortsplan(): string {
  const { kontakte } = read<{
    kontakte: { titel: string; strasse: string; plz: string; ort: string; telefon: string }[];
  }>('einstellungen.json');
  const eintraege = read<{ data: Eintrag[] }>('api/cms/branchen.json').data;
  return [
    'Wichtige Adressen im Ort, alphabetisch. Der Ortsplan zum Aufklappen liegt in der Tourist-Information aus.',
    '',
    ...kontakte.map((k) => `${k.titel}: ${k.strasse}, ${k.plz} ${k.ort}, Telefon ${k.telefon}`),
    '',
    ...eintraege
      .map((e) => `${e.titel}: ${[e.strasse, e.ort].filter(Boolean).join(', ')}`)
      .sort((a, b) => a.localeCompare(b, 'de')),
  ].join('\n');
}

const DOCUMENTS: Record<string, [string, () => string]> = {
  'gastgeberverzeichnis-2027.pdf': ['Gastgeberverzeichnis 2027', gastgeber],
  'abfallkalender-2027.pdf': ['Abfallkalender 2027', abfallkalender],
  'ortsplan-tannbrunn.pdf': ['Ortsplan Tannbrunn: Adressverzeichnis', ortsplan],
};

const out = path.join(ROOT, 'public', 'downloads');
mkdirSync(out, { recursive: true });
for (const [file, [title, body]] of Object.entries(DOCUMENTS)) {
  const pdf = textToPdf(title, body());
  writeFileSync(path.join(out, file), pdf);
  console.log(`${file}: ${(pdf.length / 1000).toFixed(1)} kB`);
}
