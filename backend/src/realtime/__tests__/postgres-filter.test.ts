import {
  matchesFilter,
  parseFilter,
  validateConditions,
  type ColumnInfo,
} from '../postgres-filter';

const columns: ColumnInfo[] = [
  { name: 'id', type: 'uuid' },
  { name: 'priority', type: 'int4' },
  { name: 'title', type: 'text' },
  { name: 'is_active', type: 'bool' },
  { name: 'created_at', type: 'timestamptz' },
  { name: 'settings', type: 'jsonb' },
  { name: 'tags', type: '_text' },
];

const match = (filter: string, record: Record<string, unknown>) => {
  const parsed = parseFilter(filter);
  if (!parsed.ok) throw new Error(parsed.reason);
  expect(validateConditions(parsed.conditions, columns)).toBeUndefined();
  return matchesFilter(parsed.conditions, columns, record);
};

describe('postgres_changes filters', () => {
  it('compares numbers as numbers, not as text', () => {
    expect(match('priority=gt.9', { priority: 10 })).toBe(true);
    expect(match('priority=lt.9', { priority: 10 })).toBe(false);
    expect(match('priority=lte.10', { priority: 10 })).toBe(true);
    expect(match('priority=gte.11', { priority: 10 })).toBe(false);
    expect(match('priority=eq.10', { priority: 10 })).toBe(true);
    expect(match('priority=neq.10', { priority: 10 })).toBe(false);
  });

  it('compares instants across time-zone spellings', () => {
    const record = { created_at: '2026-01-01T12:00:00.5+00:00' };
    expect(match('created_at=gt.2026-01-01T13:00:00+02:00', record)).toBe(true);
    expect(match('created_at=lt.2026-01-01T11:00:00Z', record)).toBe(false);
  });

  it('handles in-lists with quoted values, uuids case-insensitively, and booleans', () => {
    expect(match('title=in.(a,"b,c",d)', { title: 'b,c' })).toBe(true);
    expect(match('title=in.(a,d)', { title: 'b,c' })).toBe(false);
    expect(
      match('id=eq.ABCDEF00-0000-4000-8000-000000000000', {
        id: 'abcdef00-0000-4000-8000-000000000000',
      }),
    ).toBe(true);
    expect(match('is_active=eq.true', { is_active: true })).toBe(true);
    expect(match('is_active=eq.f', { is_active: true })).toBe(false);
    // A value with commas is quoted, as supabase-js's filter builder does.
    expect(match('settings=eq."{\\"b\\":1,\\"a\\":2}"', { settings: { a: 2, b: 1 } })).toBe(true);
  });

  it('requires every comma-separated condition, and follows SQL for NULL and not.', () => {
    expect(match('priority=gte.2,priority=lte.4', { priority: 3 })).toBe(true);
    expect(match('priority=gte.2,priority=lte.4', { priority: 5 })).toBe(false);
    expect(match('priority=neq.3', { priority: null })).toBe(false);
    expect(match('priority=not.eq.3', { priority: null })).toBe(false);
    expect(match('priority=not.eq.3', { priority: 4 })).toBe(true);
    expect(match('title=is.null', { title: null })).toBe(true);
  });

  it('leaves a column the record does not have to row-level security', () => {
    expect(match('priority=eq.3', { id: 'x' })).toBe(true);
  });

  it('explains what is wrong with a filter', () => {
    expect(parseFilter('priority')).toMatchObject({
      ok: false,
      reason: expect.stringContaining('column=operator.value'),
    });
    expect(parseFilter('title=like.a%')).toMatchObject({
      ok: false,
      reason: expect.stringContaining('"like" is not supported'),
    });
    expect(parseFilter('title=in.a,b')).toMatchObject({ ok: false });
    expect(parseFilter('title=eq."open')).toMatchObject({ ok: false });
    const check = (filter: string) => {
      const parsed = parseFilter(filter);
      return parsed.ok ? validateConditions(parsed.conditions, columns) : parsed.reason;
    };
    expect(check('nope=eq.1')).toBe('column "nope" does not exist');
    expect(check('priority=eq.high')).toBe('invalid input syntax for type int4: "high"');
    expect(check('created_at=gt.yesterday')).toContain('timestamptz');
    expect(check('is_active=eq.maybe')).toContain('boolean');
    expect(check('settings=gt.{}')).toContain('supports only eq, neq and in');
    expect(check('tags=eq.a')).toContain('array');
  });

  it('treats an empty filter as no condition', () => {
    expect(parseFilter(undefined)).toEqual({ ok: true, conditions: [] });
    expect(parseFilter('')).toEqual({ ok: true, conditions: [] });
  });
});
