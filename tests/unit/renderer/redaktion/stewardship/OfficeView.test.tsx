// The Zuständigkeiten views show what the link check found: the broken links, and apart from them the links it did not
// ask ("Nicht geprüft: interne Adresse."), on an office's pages and, in the overview, in menus and banners (which stand
// on no office's page). Rendered as the server renders them.
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'htmlparser2';
import { findAll, textContent } from 'domutils';
import { LINK_MESSAGES } from '@/lib/linkpruefung/check-url';
import type { LinkResult } from '@/lib/linkpruefung/link-types';
import { linksOutsidePages, officeOverview } from '@/lib/redaktion/store/stewardship';
import type { Pflegestand } from '@/lib/redaktion/shared/types';
import { OfficeOverview } from '@/renderer/redaktion/stewardship/OfficeOverview';
import { OfficeView } from '@/renderer/redaktion/stewardship/OfficeView';
import { renderWithRouter } from '../../../support/render-with-router';

const TOURISMUS = { id: 7, name: 'Tourist-Information' };
const seite: Pflegestand = {
  seiteId: 's-1',
  pfad: '/de/tourismus/links',
  titel: 'Links',
  abteilung: TOURISMUS,
  pruefenBis: '2027-01-01',
  stand: 'aktuell',
  geprueft: null,
};
const result = (url: string, ergebnis: LinkResult['ergebnis'], meldung: string, seiteId?: string): LinkResult => ({
  url,
  host: new URL(url).host,
  fundstellen: [
    seiteId
      ? { ort: '/de/tourismus/links', seiteId, feld: '/content/0/options/link' }
      : { ort: 'Menü Footer', feld: '/menuItems/0/href' },
  ],
  ergebnis,
  httpStatus: ergebnis === 'kaputt' ? 404 : null,
  meldung,
  geprueftAm: '2026-11-02T10:00:00.000Z',
});
const links = [
  result('https://weg.example/', 'kaputt', LINK_MESSAGES.status(404), 's-1'),
  result('http://127.0.0.1:8080/', 'nicht_geprueft', LINK_MESSAGES.internal, 's-1'),
  result('http://10.0.0.1/', 'nicht_geprueft', LINK_MESSAGES.internal),
];
/** The page's text, each table cell ended by ' | ' and each heading by a line break. */
const text = (html: string) => {
  const document = parseDocument(html);
  return findAll((node) => /^(h1|h2|p|td|th)$/.test(node.name), document.children)
    .map((node) => `${textContent(node).replace(/\s+/g, ' ').trim()}${/^t[dh]$/.test(node.name) ? ' |' : '\n'}`)
    .join(' ');
};

describe('the link findings in the Zuständigkeiten views', () => {
  it("an office's page lists its broken links and, apart, those not checked, with the reason", () => {
    const html = renderWithRouter(
      <OfficeView
        abteilung={TOURISMUS}
        seiten={[seite]}
        kaputteLinks={links.slice(0, 1)}
        nichtGepruefteLinks={links.slice(1, 2)}
        konto={{ name: 'Rita', rolle: 'redaktion', bereich: null }}
      />,
    );
    const shown = text(html);
    expect(shown).toContain('Defekte Links auf diesen Seiten');
    expect(shown).toContain('https://weg.example/ | Die Seite gibt es nicht (mehr) (HTTP 404). |');
    expect(shown).toContain('Nicht geprüfte Links auf diesen Seiten');
    expect(shown).toContain('http://127.0.0.1:8080/ | Nicht geprüft: interne Adresse. |');
    // Not counted as broken.
    expect(shown.split('Nicht geprüfte Links')[0]).not.toContain('127.0.0.1');
  });

  it('the overview counts both per office and lists the links of menus and banners', () => {
    const uebersicht = officeOverview([seite], links, [TOURISMUS]);
    expect(uebersicht).toEqual([
      expect.objectContaining({ abteilung: TOURISMUS, kaputteLinks: 1, nichtGepruefteLinks: 1 }),
    ]);
    const shown = text(
      renderWithRouter(<OfficeOverview uebersicht={uebersicht} ausserhalb={linksOutsidePages(links)} />),
    );
    expect(shown).toContain('Nicht geprüfte Links in Menüs und Warnmeldungen');
    expect(shown).toContain('http://10.0.0.1/ | Nicht geprüft: interne Adresse. | 02.11.2026 | Menü Footer |');
    expect(shown).not.toContain('Defekte Links in Menüs');
  });
});
