import { bodyParagraphs, formatPublished, mediaLookupSteps } from '../model/media-lookup';

describe('mediaLookupSteps', () => {
  it('tries the exact slug, the exact title, then partial matches', () => {
    expect(mediaLookupSteps('Why-Birth-Time-Matters')).toEqual([
      { column: 'slug', pattern: 'Why-Birth-Time-Matters' },
      { column: 'title', pattern: 'Why Birth Time Matters' },
      { column: 'slug', pattern: '%Why-Birth-Time-Matters%' },
      { column: 'title', pattern: '%Why Birth Time Matters%' },
    ]);
  });

  it('strips wildcard and filter characters so an address cannot widen the match', () => {
    const [exact] = mediaLookupSteps('%2A%25arc_turus,(x)*');
    expect(exact).toEqual({ column: 'slug', pattern: 'arc-turusx' });
  });

  it('keeps letters of any script and decodes the address', () => {
    expect(mediaLookupSteps('S%C3%A3o%20Paulo')[0]).toEqual({
      column: 'slug',
      pattern: 'São-Paulo',
    });
  });

  it('has nothing to look up for an empty or symbol-only slug', () => {
    expect(mediaLookupSteps('')).toEqual([]);
    expect(mediaLookupSteps('%%%')).toEqual([]);
  });
});

describe('media text helpers', () => {
  it('splits the body into paragraphs at blank lines', () => {
    expect(bodyParagraphs('First line\nsame paragraph.\n\n  Second.  \n \n\nThird.')).toEqual([
      'First line\nsame paragraph.',
      'Second.',
      'Third.',
    ]);
  });

  it('formats a publication date and ignores missing or invalid ones', () => {
    expect(formatPublished('2026-03-20T12:00:00Z', 'en-GB')).toBe('20 March 2026');
    expect(formatPublished(null)).toBeNull();
    expect(formatPublished('soon')).toBeNull();
  });
});
