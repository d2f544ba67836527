import { fold, searchLessons } from '../model/lesson-search';

const docs = [
  {
    slug: 'aspects',
    moduleSlug: 'm',
    title: 'What aspects are',
    text: 'A trine is 120 degrees. Orbs matter for every aspect.',
  },
  {
    slug: 'motion',
    moduleSlug: 'm',
    title: 'Retrograde motion',
    text: 'Planets appear to move backwards. Mercury retrograde happens three times a year.',
  },
  {
    slug: 'houses',
    moduleSlug: 'm',
    title: 'Houses',
    text: 'The Midheaven begins the 10th house in most systems; the trine is not relevant here.',
  },
];

describe('searchLessons', () => {
  it('finds a lesson by a word in its body and marks the match in the snippet', () => {
    const hits = searchLessons(docs, 'backwards');
    expect(hits.map((hit) => hit.slug)).toEqual(['motion']);
    expect(hits[0].snippet.filter((part) => part.match).map((part) => part.text)).toEqual([
      'backwards',
    ]);
  });
  it('requires every word, matching word starts only, case-insensitively', () => {
    expect(searchLessons(docs, 'TRIN').map((hit) => hit.slug)).toEqual(['aspects', 'houses']);
    expect(searchLessons(docs, 'trine midheaven').map((hit) => hit.slug)).toEqual(['houses']);
    expect(searchLessons(docs, 'rine')).toEqual([]);
  });
  it('ranks title matches first', () => {
    expect(searchLessons(docs, 'retrograde')[0].slug).toBe('motion');
  });
  it('ignores empty or punctuation-only queries and regex characters', () => {
    expect(searchLessons(docs, '  ')).toEqual([]);
    expect(searchLessons(docs, '.*(')).toEqual([]);
  });
  it('folds accents without changing lengths', () => {
    expect(fold('Médée')).toBe('medee');
    expect(fold('Médée').length).toBe('Médée'.length);
  });
});
