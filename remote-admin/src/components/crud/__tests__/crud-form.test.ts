import { z } from 'zod';
import { moveId, validateDraft } from '../crud-form';

describe('validateDraft', () => {
  const schema = z.object({
    name: z.string().trim().min(1, 'Enter a name'),
    count: z
      .string()
      .regex(/^\d+$/, 'A whole number')
      .transform(Number)
      .pipe(z.number().max(9, 'At most 9')),
  });

  it('gives the parsed values of a valid draft', () => {
    expect(validateDraft(schema, { name: ' Ada ', count: '3' })).toEqual({
      ok: true,
      values: { name: 'Ada', count: 3 },
    });
  });

  it('gives the first message for each field that fails', () => {
    expect(validateDraft(schema, { name: '', count: 'x' })).toEqual({
      ok: false,
      errors: { name: 'Enter a name', count: 'A whole number' },
    });
    expect(validateDraft(schema, { name: 'A', count: '12' })).toEqual({
      ok: false,
      errors: { count: 'At most 9' },
    });
  });
});

describe('moveId', () => {
  it('moves one id up or down and leaves the ends alone', () => {
    expect(moveId(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moveId(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b']);
    const ids = ['a', 'b'];
    expect(moveId(ids, 'a', -1)).toBe(ids);
    expect(moveId(ids, 'b', 1)).toBe(ids);
    expect(moveId(ids, 'zz', 1)).toBe(ids);
  });
});
