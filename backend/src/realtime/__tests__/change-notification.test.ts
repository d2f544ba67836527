import { parseChangeNotification } from '../change-notification';

const base = {
  schema: 'public',
  table: 'charts',
  pk: { id: 'c1' },
  old_pk: null,
  at: '2026-08-21T10:00:00.123Z',
};

describe('change notifications', () => {
  it('carries the old row of a DELETE, which row-level security is checked against', () => {
    const change = parseChangeNotification(
      JSON.stringify({ ...base, type: 'DELETE', old: { id: 'c1', user_id: 'u1' } }),
    );
    expect(change).toMatchObject({ type: 'DELETE', oldRow: { id: 'c1', user_id: 'u1' } });
  });

  it('points to the side table when the old row did not fit', () => {
    const change = parseChangeNotification(
      JSON.stringify({ ...base, type: 'DELETE', old_ref: 42 }),
    );
    expect(change?.oldRow).toBeUndefined();
    expect(change?.oldRowRef).toBe(42);
  });

  it('marks a DELETE without its old row as one nobody may be sent', () => {
    const change = parseChangeNotification(JSON.stringify({ ...base, type: 'DELETE' }));
    expect(change?.oldRow).toBeNull();
  });

  it('rejects a malformed side-table reference', () => {
    expect(
      parseChangeNotification(JSON.stringify({ ...base, type: 'DELETE', old_ref: 'x' })),
    ).toBeUndefined();
  });

  it('leaves inserts and updates without old-row fields', () => {
    const change = parseChangeNotification(JSON.stringify({ ...base, type: 'INSERT' }));
    expect(change).not.toHaveProperty('oldRow');
    expect(change).not.toHaveProperty('oldRowRef');
  });
});
