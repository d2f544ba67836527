import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadStackConfig } from '../../config/stack-config';
import type { Logger } from '../../lib/logger';
import { createAccountThrottles } from '../account-throttle';
import { AfterResponseQueue } from '../after-response';
import type { AuthContext, AuthRequest, AuthResult } from '../auth-context';
import { createAuthRouter } from '../auth-router';
import { otp, recover } from '../handlers/otp-and-recover';
import { signup } from '../handlers/signup';
import { Cooldown, RateLimiter } from '../rate-limiter';

const KNOWN = 'known@example.test';
const silent: Logger = {
  enabled: () => false,
  error: () => undefined,
  info: () => undefined,
  debug: () => undefined,
};

/**
 * An auth context over a recorded fake database and mailer, with one confirmed account. Each
 * event notes whether the answer had been sent when it happened.
 */
function fakeAuth() {
  const events: { what: string; answered: boolean }[] = [];
  let response: ServerResponse | undefined;
  const note = (what: string) => events.push({ what, answered: response?.writableEnded ?? false });
  const pool = {
    query: async (sql: string, params: unknown[] = []) => {
      const statement = sql.replace(/\s+/g, ' ').trim();
      note(`sql ${statement.split(' ').slice(0, 3).join(' ')}`);
      if (statement.includes('from auth.users where lower(email)')) {
        const known = String(params[0]).toLowerCase() === KNOWN;
        const row = { id: 'known-id', email: KNOWN, email_confirmed_at: new Date() };
        return { rows: known ? [row] : [], rowCount: known ? 1 : 0 };
      }
      if (statement.startsWith('insert into auth.users')) {
        return { rows: [{ id: params[0], email: params[1] }], rowCount: 1 };
      }
      return { rows: [], rowCount: 0 };
    },
  };
  const ctx = {
    pool,
    settings: loadStackConfig({ env: {} }, '/').auth,
    tokens: { issue: async () => ({ linkToken: 'link-token', code: '123456' }) },
    mailer: { send: async (mail: { to: string }) => void note(`mail ${mail.to}`) },
    limiter: new RateLimiter(300_000),
    emailCooldown: new Cooldown(60_000),
    accounts: createAccountThrottles(5),
    afterResponse: new AfterResponseQueue(silent),
    log: silent,
    urls: () => ({ api: 'http://api.test', site: 'http://app.test', additionalRedirects: [] }),
  } as unknown as AuthContext;
  return { ctx, events, answering: (res: ServerResponse) => (response = res) };
}

const request = (body: unknown): AuthRequest => ({
  method: 'POST',
  path: '/',
  query: new URLSearchParams(),
  headers: {},
  ip: '192.0.2.1',
  body,
});

/** Calls a handler and returns what it did before answering, then what its deferred work did. */
async function trace(
  handler: (ctx: AuthContext, req: AuthRequest) => Promise<AuthResult>,
  body: unknown,
) {
  const { ctx, events } = fakeAuth();
  const result = await handler(ctx, request(body));
  const before = events.splice(0).map((e) => e.what);
  if ('status' in result && result.after) await result.after.run();
  return { result, before, after: events.map((e) => e.what) };
}

describe('answers that do not tell whether an account exists', () => {
  it('sign-up does the same work before answering for a new and a registered address', async () => {
    const known = await trace(signup, { email: KNOWN, password: 'correct-horse-battery' });
    const fresh = await trace(signup, {
      email: 'new@example.test',
      password: 'correct-horse-battery',
    });
    expect(known.before).toEqual(fresh.before);
    expect(known.before).toEqual(['sql select id, aud,']);
    expect(Object.keys(known.result)).toEqual(Object.keys(fresh.result));
    // Writing the account and mailing it come after the answer, and only for the new address.
    expect(fresh.after).toEqual(
      expect.arrayContaining(['sql insert into auth.users', 'mail new@example.test']),
    );
    // The registered address only gets GoTrue's `user_repeated_signup` audit entry.
    expect(known.after).toEqual(['sql select id, aud,', 'sql insert into auth.audit_log_entries']);
  });

  it('recovery and magic links answer before the address is even looked up', async () => {
    for (const [handler, body] of [
      [recover, {}],
      [otp, { create_user: false }],
    ] as const) {
      const known = await trace(handler, { email: KNOWN, ...body });
      const unknown = await trace(handler, { email: 'nobody@example.test', ...body });
      expect(known.result).toEqual({ status: 200, body: {}, after: expect.anything() });
      expect(unknown.result).toEqual({ status: 200, body: {}, after: expect.anything() });
      expect(known.before).toEqual([]);
      expect(unknown.before).toEqual([]);
      expect(known.after).toContain(`mail ${KNOWN}`);
      expect(unknown.after).toEqual(['sql select id, aud,']);
    }
  });

  it('starts the deferred work only once the answer has been sent', async () => {
    const { ctx, events, answering } = fakeAuth();
    const router = createAuthRouter(ctx, {
      apiKeys: { anonKey: 'anon', serviceRoleKey: 'service' },
      bodyLimit: 65_536,
      trustProxy: false,
    });
    const server = createServer((req, res) => {
      answering(res);
      void router(req, res, {
        subPath: '/recover',
        rawSubPath: '/recover',
        rawQuery: '',
        query: new URLSearchParams(),
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/auth/v1/recover`, {
        method: 'POST',
        headers: { apikey: 'anon', 'content-type': 'application/json' },
        body: JSON.stringify({ email: KNOWN }),
      });
      expect(res.status).toBe(200);
      await ctx.afterResponse.drain();
      expect(events.map((e) => e.what)).toContain(`mail ${KNOWN}`);
      expect(events.every((e) => e.answered)).toBe(true);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
