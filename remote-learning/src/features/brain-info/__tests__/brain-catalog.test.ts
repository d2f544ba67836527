import { buildBrainCatalog } from '../model/brain-catalog';

describe('buildBrainCatalog', () => {
  it('orders brains by featured order and attaches their knowledge topics', () => {
    const catalog = buildBrainCatalog(
      [
        {
          brain_id: 'b',
          title: 'Second',
          featured_order: 2,
          brain: { snippet_emoji: '🌙', description: 'Moon help.' },
        },
        {
          brain_id: 'a',
          title: 'First',
          featured_order: 1,
          brain: { description: 'Charts.', system_prompt: 'Be kind.' },
        },
      ],
      [
        { id: 'd2', brain_id: 'a', title: 'Houses in brief', source: 'Astro App lessons' },
        { id: 'd1', brain_id: 'a', title: 'Big three', source: null },
        { id: 'd3', brain_id: 'zzz', title: 'Orphan', source: null },
      ],
    );
    expect(catalog.map((brain) => brain.id)).toEqual(['a', 'b']);
    expect(catalog[0]).toMatchObject({
      instructions: 'Be kind.',
      topics: [{ title: 'Big three' }, { title: 'Houses in brief', source: 'Astro App lessons' }],
    });
    expect(catalog[1]).toMatchObject({ emoji: '🌙', topics: [] });
  });

  it('skips malformed rows and tolerates odd brain json', () => {
    const catalog = buildBrainCatalog(
      [{ title: 'no id' }, { brain_id: 'x', title: 'X', brain: { description: 42 } }],
      'not a list',
    );
    expect(catalog).toEqual([
      { id: 'x', title: 'X', emoji: null, description: null, instructions: null, topics: [] },
    ]);
  });
});
