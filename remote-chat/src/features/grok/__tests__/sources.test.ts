import { parseSources } from '../model/sources';

describe('parseSources', () => {
  it('keeps well-formed sources and drops the rest', () => {
    expect(
      parseSources([
        {
          ref: 1,
          title: 'Houses',
          source: 'Reference notes',
          excerpt: 'The first house…',
          chunk_id: 3,
        },
        { ref: 'two', title: 5 },
        { ref: 2, title: 'Aspects' },
      ]),
    ).toEqual([
      { ref: 1, title: 'Houses', source: 'Reference notes', excerpt: 'The first house…' },
      { ref: 2, title: 'Aspects', source: null, excerpt: '' },
    ]);
    expect(parseSources('nonsense')).toEqual([]);
  });
});
