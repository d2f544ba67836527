import { changeDataJson } from '../change-dispatcher';
import type { PublishedTable } from '../table-catalog';

const table: PublishedTable = {
  oid: 1,
  schema: 'public',
  table: 'notes',
  columns: [
    { name: 'id', type: 'int8', sqlType: 'bigint' },
    { name: 'body', type: 'text', sqlType: 'text' },
  ],
  primaryKey: ['id'],
};
const change = (type: 'INSERT' | 'UPDATE' | 'DELETE') => ({
  schema: 'public',
  table: 'notes',
  type,
  pk: { id: 7 },
  oldPk: null,
  commitTimestamp: '2026-08-21T10:00:00.123Z',
});

describe('postgres_changes data', () => {
  it('has the reference shape: record for INSERT, both for UPDATE, old_record for DELETE', () => {
    const columns = [
      { name: 'id', type: 'int8' },
      { name: 'body', type: 'text' },
    ];
    expect(
      JSON.parse(
        changeDataJson({ change: change('INSERT'), table, record: { id: 7, body: 'hi' } }, 1000),
      ),
    ).toEqual({
      schema: 'public',
      table: 'notes',
      commit_timestamp: '2026-08-21T10:00:00.123Z',
      type: 'INSERT',
      columns,
      record: { id: 7, body: 'hi' },
      errors: null,
    });
    expect(
      JSON.parse(
        changeDataJson(
          { change: change('UPDATE'), table, record: { id: 7, body: 'hi' }, oldRecord: { id: 7 } },
          1000,
        ),
      ),
    ).toMatchObject({ type: 'UPDATE', record: { id: 7, body: 'hi' }, old_record: { id: 7 } });
    const removal = JSON.parse(
      changeDataJson({ change: change('DELETE'), table, oldRecord: { id: 7 } }, 1000),
    );
    expect(removal).toMatchObject({ type: 'DELETE', old_record: { id: 7 }, errors: null });
    expect(removal).not.toHaveProperty('record');
  });

  it('cuts an oversized record to its small values and reports 413', () => {
    const data = JSON.parse(
      changeDataJson(
        { change: change('INSERT'), table, record: { id: 7, body: 'x'.repeat(500) } },
        100,
      ),
    );
    expect(data.record).toEqual({ id: 7 });
    expect(data.errors).toEqual(['Error 413: Payload Too Large']);
  });
});
