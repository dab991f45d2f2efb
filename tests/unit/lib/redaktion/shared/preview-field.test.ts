// Click to edit: which field of a block the click in the preview fell on, from the block's options alone.
import { describe, expect, it } from 'vitest';
import { fieldOfImage, fieldOfTexts, originalImageAddress } from '@/lib/redaktion/shared/preview-field';

const text = {
  titel: 'Sommerfest am Tannsee',
  text: '<p>Sommerfest am Tannsee mit Musik.</p><p>Essen &amp; Spiele für die ganze Familie.</p>',
};

describe('the field a click in the preview names', () => {
  it('a heading names the heading, even when the paragraph starts with the same words', () => {
    expect(fieldOfTexts(text, ['Sommerfest am Tannsee'])).toBe('/titel');
  });

  it('one paragraph of a rich text names the rich-text field (entities and white space as the page shows them)', () => {
    expect(fieldOfTexts(text, ['Essen & Spiele für  die ganze\nFamilie.'])).toBe('/text');
  });

  it('an element without text of its own is named by its nearest parent that has a field’s text', () => {
    expect(fieldOfTexts(text, ['', 'Sommerfest am Tannsee mit Musik.'])).toBe('/text');
  });

  it('nested fields (cards, slides) are named by their full pointer', () => {
    const cards = { titel: 'Aktuelles', karten: [{ titel: 'Bauen' }, { titel: 'Wohnen', text: 'Mietspiegel 2027' }] };
    expect(fieldOfTexts(cards, ['Mietspiegel 2027'])).toBe('/karten/1/text');
  });

  it('text no field holds names none', () => {
    expect(fieldOfTexts(text, ['Mehr erfahren'])).toBeNull();
  });

  it('an image is named by the field holding its address, also through next/image', () => {
    const block = { titel: 'Rathaus', bildupload: { bild: '/bilder/rathaus.jpg', bildtext: 'Das Rathaus' } };
    const optimised = `http://127.0.0.1:3000/_next/image?url=${encodeURIComponent('/bilder/rathaus.jpg')}&w=640&q=75`;
    expect(originalImageAddress(optimised)).toBe('/bilder/rathaus.jpg');
    expect(fieldOfImage(block, optimised)).toBe('/bildupload/bild');
    expect(fieldOfImage(block, 'http://127.0.0.1:3000/bilder/anderes.jpg')).toBeNull();
  });
});
