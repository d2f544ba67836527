import { z } from 'zod';
import { parseRows } from '../parse-rows';

describe('parseRows', () => {
  const parse = parseRows(z.object({ id: z.string(), n: z.coerce.number() }));

  it('keeps the rows that fit, parsed, and leaves out the others', () => {
    expect(parse([{ id: 'a', n: '2' }, { id: 3 }, null, { id: 'b', n: 1 }])).toEqual([
      { id: 'a', n: 2 },
      { id: 'b', n: 1 },
    ]);
  });

  it('reads anything but a list as no rows', () => {
    expect(parse(null)).toEqual([]);
    expect(parse({ id: 'a', n: 1 })).toEqual([]);
  });
});
