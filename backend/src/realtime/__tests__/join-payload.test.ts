import { parseJoinPayload } from '../join-payload';
import { TableCatalog } from '../table-catalog';

const catalog = new TableCatalog();
catalog.replace([
  {
    oid: 1,
    schema: 'public',
    table: 'charts',
    columns: [
      { name: 'id', type: 'uuid', sqlType: 'uuid' },
      { name: 'user_id', type: 'uuid', sqlType: 'uuid' },
    ],
    primary_key: ['id'],
  },
  // Without a primary key a table cannot be re-read, so it is left out.
  { oid: 2, schema: 'public', table: 'keyless', columns: [], primary_key: [] },
]);

const join = (postgres_changes: unknown[], extra: Record<string, unknown> = {}) =>
  parseJoinPayload(
    { config: { postgres_changes, broadcast: { self: false } }, ...extra },
    catalog,
    3,
  );

describe('phx_join payloads', () => {
  it('keeps exactly what the client sent for the echo and reads the bindings', () => {
    const raw = {
      event: 'insert',
      schema: 'public',
      table: 'charts',
      filter: 'user_id=eq.6f1c0d2e-0000-4000-8000-000000000000',
      note: 1,
    };
    const result = join([raw], { access_token: 'jwt' });
    expect(result).toMatchObject({ ok: true, accessToken: 'jwt' });
    if (!result.ok) return;
    expect(result.bindings[0]!.raw).toBe(raw);
    expect(result.bindings[0]).toMatchObject({
      event: 'INSERT',
      schema: 'public',
      table: 'charts',
    });
    expect(result.bindings[0]!.conditions).toHaveLength(1);
  });

  it('accepts schema-wide bindings and no bindings at all', () => {
    expect(join([{ event: '*', schema: 'public' }])).toMatchObject({
      ok: true,
      bindings: [{ table: null }],
    });
    expect(join([{ event: '*', schema: 'public', table: '*' }])).toMatchObject({
      ok: true,
      bindings: [{ table: null }],
    });
    expect(parseJoinPayload({}, catalog, 3)).toMatchObject({
      ok: true,
      accessToken: undefined,
      bindings: [],
    });
  });

  it('refuses what cannot be served, saying why', () => {
    const reason = (result: ReturnType<typeof join>) => (result.ok ? '' : result.reason);
    expect(reason(join([{ event: 'INSERT', schema: 'public', table: 'keyless' }]))).toContain(
      'not published',
    );
    expect(reason(join([{ event: 'INSERT', schema: 'other' }]))).toContain('no published table');
    expect(reason(join([{ event: 'UPSERT', schema: 'public', table: 'charts' }]))).toContain(
      'event must be',
    );
    expect(reason(join([{ event: '*', schema: 'public', filter: 'id=eq.1' }]))).toContain(
      'a filter needs a table',
    );
    expect(
      reason(join([{ event: '*', schema: 'public', table: 'charts', filter: 'id=eq.1' }])),
    ).toBe('');
    expect(
      reason(join([{ event: '*', schema: 'public', table: 'charts', filter: 'nope=eq.1' }])),
    ).toContain('does not exist');
    expect(reason(join([1, 2, 3, 4]))).toContain('Too many');
    expect(reason(join(['x']))).toContain('Invalid postgres_changes binding');
    expect(reason(parseJoinPayload({ config: { private: 'maybe' } }, catalog, 3))).toContain(
      'Invalid join payload',
    );
    expect(reason(parseJoinPayload({ access_token: 5 }, catalog, 3))).toContain(
      'Invalid join payload',
    );
  });

  it('reads the Broadcast, Presence and private options, with Supabase defaults', () => {
    const options = (config: Record<string, unknown>) => {
      const result = parseJoinPayload({ config }, catalog, 3);
      return result.ok ? result.options : result.reason;
    };
    expect(options({})).toEqual({
      isPrivate: false,
      broadcastSelf: false,
      broadcastAck: false,
      presenceKey: '',
      presenceEnabled: false,
    });
    expect(
      options({
        private: true,
        broadcast: { self: true, ack: 'true' },
        presence: { key: 'me', enabled: true },
      }),
    ).toEqual({
      isPrivate: true,
      broadcastSelf: true,
      broadcastAck: true,
      presenceKey: 'me',
      presenceEnabled: true,
    });
    expect(options({ presence: { key: 7 } })).toMatchObject({ presenceKey: '7' });
  });
});
