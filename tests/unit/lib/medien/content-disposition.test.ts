// A served file's name (issue 33, defect 5): `filename*` in UTF-8 and an ASCII fallback that no name breaks out of.
import { describe, expect, it } from 'vitest';
import { asciiFileName, contentDisposition } from '@/lib/medien/content-disposition';

describe('Content-Disposition of a media file', () => {
  it('carries the name in UTF-8 and as ASCII', () => {
    expect(contentDisposition('Gebührenordnung Müll (2027).pdf')).toBe(
      `inline; filename="Gebuehrenordnung Muell (2027).pdf"; filename*=UTF-8''Geb%C3%BChrenordnung%20M%C3%BCll%20%282027%29.pdf`,
    );
  });

  it('keeps quotes, backslashes and line breaks out of the quoted fallback', () => {
    expect(asciiFileName('a"b\\c\r\nd€.pdf')).toBe('a_b_c__d_.pdf');
    expect(contentDisposition('x";y=.pdf')).toMatch(
      /^inline; filename="x_;y=.pdf"; filename\*=UTF-8''x%22%3By%3D.pdf$/,
    );
  });
});
