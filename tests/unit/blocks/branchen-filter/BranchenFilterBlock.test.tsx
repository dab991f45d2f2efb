// The directory blocks as the server sends them (and as a browser without JavaScript keeps them):
// counts for the selection in the query, and a live region that is empty on the first load.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import BranchenFilterBlock from '@/blocks/branchen-filter/BranchenFilterBlock';
import BranchenverzeichnisBlock from '@/blocks/branchenverzeichnis/BranchenverzeichnisBlock';
import type { VerzeichnisFilterDaten } from '@/lib/verzeichnis';
import { renderWithRouter } from '../../support/render-with-router';
import { PROJECT_ROOT } from '@/tests/unit/support/project-root';

const filterDaten = JSON.parse(
  readFileSync(path.join(PROJECT_ROOT, 'content/api/cms/branchen/filter.json'), 'utf8'),
) as VerzeichnisFilterDaten;
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const page = (query: Record<string, string | string[]>) => ({ path: '/de/verzeichnis', query, pagination: null });

function labels(query: Record<string, string | string[]>): string {
  return text(renderWithRouter(<BranchenFilterBlock content={{}} data={filterDaten} page={page(query)} />));
}

describe('Filterleiste (Server, ohne JavaScript)', () => {
  it('shows the totals without a selection, for every kind of option', () => {
    const t = labels({});
    expect(t).toContain('Übernachten (12)');
    expect(t).toContain('Hotels (3)');
    expect(t).toContain('Hinterwald (5)');
    expect(t).toContain('Tannbrunn (17)');
    expect(t).toContain('familienfreundlich (14)');
    expect(t).toContain('motorradfreundlich (6)');
    expect(t).toContain('Dorfurlaub (6)');
  });

  it('recomputes the counts for the selection in the query, keeping options with (0)', () => {
    const t = labels({ rubrik_id: '11', ort: 'Ort (Hinterwald)' });
    // Subcategories count within the place ...
    expect(t).toContain('Hotels (1)');
    expect(t).toContain('Pensionen & Gästehäuser (0)');
    expect(t).toContain('Übernachten (3)');
    // ... places within the subcategory ...
    expect(t).toContain('Tannbrunn (2)');
    expect(t).toContain('Kapellenhof (0)');
    // ... interest groups within the place only, as a tick there clears the subcategories.
    expect(t).toContain('motorradfreundlich (3)');
  });

  it('a zero option stays an enabled checkbox', () => {
    const html = renderWithRouter(
      <BranchenFilterBlock content={{}} data={filterDaten} page={page({ ort: 'Ort (Hinterwald)' })} />,
    );
    const kapellenhof = /<li[^>]*data-leer="true"[^>]*><input([^>]*)>/.exec(html);
    expect(kapellenhof).not.toBeNull();
    expect(kapellenhof![1]).not.toContain('disabled');
  });
});

describe('Live-Region der Trefferliste', () => {
  it('is in the page from the start, polite and empty, with what the island says after a filter changed the list', () => {
    const html = renderWithRouter(
      <BranchenverzeichnisBlock
        content={{}}
        data={{ data: [], gesamt: 3 } as never}
        page={page({ rubrik_id: '11' })}
      />,
    );
    // Empty: the first load announces nothing; the island (verzeichnis-filter.island.ts) speaks `data-ansage` only
    // when the page was reached by a filter change.
    expect(html).toContain(
      '<div id="branchen-ansage" role="status" class="visually-hidden" data-ansage="3 Einträge gefunden"></div>',
    );
    expect(text(html)).toContain('3 Einträge für Ihre Auswahl');
  });
});
