// The text block's heading in the level the editors chose (an example page cannot show an h3 alone: its outline
// would skip level 2), and level 2 when they chose none.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import TextBlock from '@/blocks/text/TextBlock';

const render = (titel: { text: string; ebene?: 2 | 3 | 4 }) =>
  renderToStaticMarkup(
    <TextBlock
      content={{ titel, text: '<p>x</p>' }}
      data={null}
      page={{ path: '/de/x', query: {}, pagination: null }}
    />,
  );

describe('text block heading', () => {
  it('renders the chosen level', () => {
    expect(render({ text: 'Standesamt', ebene: 3 })).toContain('<h3>Standesamt</h3>');
    expect(render({ text: 'Trauungen', ebene: 4 })).toContain('<h4>Trauungen</h4>');
  });

  it('renders level 2 when none was chosen', () => {
    expect(render({ text: 'Kontakt' })).toContain('<h2>Kontakt</h2>');
  });
});
