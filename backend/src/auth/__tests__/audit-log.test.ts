import type { AuthContext } from '../auth-context';
import { recordAudits, writeAudit } from '../audit-log';
import type { AuthRequest } from '../auth-context';

function recordingContext() {
  const calls: { sql: string; values: unknown[] }[] = [];
  const ctx = {
    pool: {
      query: async (sql: string, values: unknown[]) => {
        calls.push({ sql, values });
        return { rows: [], rowCount: 1 };
      },
    },
  } as unknown as AuthContext;
  return { ctx, calls };
}

describe('writeAudit', () => {
  it("writes GoTrue's payload: the phone names the actor when there is one", async () => {
    const { ctx, calls } = recordingContext();
    await writeAudit(
      ctx,
      '203.0.113.7',
      {
        id: 'u1',
        email: 'a@b.test',
        phone: '15550001111',
        raw_user_meta_data: { full_name: 'Ada' },
      },
      'login',
      { provider: 'phone' },
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]!.sql).toMatch(/insert into auth\.audit_log_entries/);
    expect(calls[0]!.values).toEqual([
      '00000000-0000-0000-0000-000000000000',
      {
        actor_id: 'u1',
        actor_via_sso: false,
        actor_username: '15550001111',
        actor_name: 'Ada',
        action: 'login',
        log_type: 'account',
        traits: { provider: 'phone' },
      },
      '203.0.113.7',
    ]);
  });

  it('names the actor by e-mail otherwise, and files each action under its log type', async () => {
    const { ctx, calls } = recordingContext();
    await writeAudit(ctx, '::1', { id: 'u2', email: 'c@d.test', phone: '' }, 'token_refreshed');
    await writeAudit(ctx, '::1', { id: 'u2', email: 'c@d.test' }, 'user_updated_password');
    const payloads = calls.map((c) => c.values[1] as Record<string, unknown>);
    expect(payloads.map((p) => [p.actor_username, p.log_type])).toEqual([
      ['c@d.test', 'token'],
      ['c@d.test', 'user'],
    ]);
    expect(payloads[0]).not.toHaveProperty('traits');
  });

  it('writes several actions about one actor in the order given, under the actor key', async () => {
    const { ctx, calls } = recordingContext();
    const work = recordAudits(ctx, { ip: '::1' } as AuthRequest, { id: 'u3', email: 'e@f.test' }, [
      'token_revoked',
      'token_refreshed',
    ]);
    expect(work.key).toBe('audit:u3');
    expect(calls).toHaveLength(0);
    await work.run();
    expect(calls.map((c) => (c.values[1] as { action: string }).action)).toEqual([
      'token_revoked',
      'token_refreshed',
    ]);
  });
});
