// Which scripts a page runs (renderer/document/script-plan.ts), decided from its route and the HTML it rendered.
import { describe, expect, it } from 'vitest';
import { scriptPlanFor } from '@/renderer/document/script-plan';

describe('scriptPlanFor', () => {
  it('gives a public page without React islands no React at all', () => {
    expect(scriptPlanFor('/de/[[...slug]]', '<header data-kopfbereich=""></header><main><p>Text</p></main>')).toBe(
      'keine',
    );
    // An island of the site script (data-insel) needs no React.
    expect(scriptPlanFor('/de/[[...slug]]', '<section data-insel="slider"></section>')).toBe('keine');
  });

  it('loads React on demand for a public page with a React island', () => {
    expect(scriptPlanFor('/de/[[...slug]]', '<div data-react-insel=""><section>Formular</section></div>')).toBe(
      'bei-bedarf',
    );
    expect(scriptPlanFor('/de/e-bike-leihen', '<main><div data-react-insel></div></main>')).toBe('bei-bedarf');
  });

  it('runs React at once in the staff systems', () => {
    for (const page of ['/de/intranet', '/de/intranet/[slug]', '/de/ratsinfo/sitzungen', '/redaktion/seiten/[id]'])
      expect(scriptPlanFor(page, '<main></main>')).toBe('sofort');
  });

  it('is not fooled by the attribute name inside text', () => {
    expect(scriptPlanFor('/de/[[...slug]]', '<p>Das Attribut data-react-inselchen gibt es nicht.</p>')).toBe('keine');
  });
});
