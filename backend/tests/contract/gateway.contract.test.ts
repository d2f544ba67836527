import { request } from 'node:http';
import { DEMO, signedInClient, stack } from './support/clients';

const rawRequest = (
  path: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string },
) =>
  new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: string;
  }>((resolveRes, reject) => {
    const url = new URL(path, stack.url);
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: opts.method ?? 'GET',
        headers: opts.headers,
        localAddress: opts.localAddress,
      },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () =>
          resolveRes({ status: res.statusCode ?? 0, headers: res.headers, body }),
        );
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });

describe('gateway', () => {
  it('answers GET /functions/v1/health with status ok', async () => {
    const res = await fetch(`${stack.url}/functions/v1/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('sets security headers on every kind of response', async () => {
    for (const path of [
      '/functions/v1/health',
      '/auth/v1/settings',
      '/rest/v1/wizard_brains?select=brain_id',
      '/nothing-here.xyz',
    ]) {
      const res = await fetch(`${stack.url}${path}`, { headers: { apikey: stack.anonKey } });
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toMatch(/connect-src 'self' ws:\/\/127\.0\.0\.1:\d+ wss:\/\/127\.0\.0\.1:\d+/);
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      // Plain HTTP: HSTS would be meaningless and is left out.
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('answers CORS preflights with the headers supabase-js sends', async () => {
    const res = await fetch(`${stack.url}/rest/v1/charts`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://app.example.com',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers':
          'apikey, authorization, x-client-info, content-type, prefer, accept-profile, content-profile, x-supabase-api-version',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = res.headers.get('access-control-allow-headers')!;
    for (const h of [
      'apikey',
      'authorization',
      'x-client-info',
      'content-type',
      'prefer',
      'range',
      'accept-profile',
      'content-profile',
      'x-supabase-api-version',
      'x-upsert',
      'x-region',
    ]) {
      expect(allowed).toContain(h);
    }
    expect(res.headers.get('access-control-allow-methods')).toContain('PATCH');
  });

  it('passes Prefer and Range through to PostgREST and exposes Content-Range', async () => {
    const res = await fetch(
      `${stack.url}/rest/v1/wizard_brains?select=brain_id&order=featured_order`,
      {
        headers: {
          apikey: stack.anonKey,
          prefer: 'count=exact',
          range: '0-1',
          'range-unit': 'items',
        },
      },
    );
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toMatch(/^0-1\/\d+$/);
    expect(((await res.json()) as unknown[]).length).toBe(2);
    expect(res.headers.get('access-control-expose-headers')).toContain('content-range');

    const { client } = await signedInClient(DEMO.user.email, DEMO.user.password);
    const { count, error } = await client
      .from('wizard_brains')
      .select('*', { count: 'exact', head: true });
    expect(error).toBeNull();
    expect(count).toBeGreaterThanOrEqual(6);
  });

  it('checks the apikey as Supabase does, also from the query string', async () => {
    const missing = await fetch(`${stack.url}/rest/v1/wizard_brains`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ message: 'No API key found in request' });
    const wrong = await fetch(`${stack.url}/rest/v1/wizard_brains`, {
      headers: { apikey: 'nope' },
    });
    expect(await wrong.json()).toMatchObject({ message: 'Invalid API key' });
    const query = await fetch(
      `${stack.url}/rest/v1/wizard_brains?select=brain_id&apikey=${stack.anonKey}`,
    );
    expect(query.status).toBe(200);
  });

  it('answers unknown paths with a JSON 404', async () => {
    const res = await fetch(`${stack.url}/nothing-here.xyz`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'not_found' });
  });

  it('echoes X-Supabase-Api-Version on auth answers, errors included', async () => {
    const res = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await res.json()).toMatchObject({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
  });

  it('serves the dev mailbox as JSON and as a page', async () => {
    const mails = (await (await fetch(`${stack.url}/_dev/mail?limit=1`)).json()) as unknown[];
    expect(Array.isArray(mails)).toBe(true);
    const page = await fetch(`${stack.url}/_dev/mail/ui`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('<h1>Dev mailbox</h1>');
  });

  it('rate-limits auth endpoints per IP with 429 over_request_rate_limit', async () => {
    // A second loopback address stands in for another client; the suite's limit for /otp is 60.
    const limit = 60;
    const send = (localAddress: string) =>
      rawRequest('/auth/v1/otp', {
        method: 'POST',
        localAddress,
        headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'not-an-email' }),
      });
    for (let i = 0; i < limit; i++) expect((await send('127.0.0.77')).status).toBe(400);
    const limited = await send('127.0.0.77');
    expect(limited.status).toBe(429);
    expect(JSON.parse(limited.body)).toMatchObject({ code: 'over_request_rate_limit' });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await send('127.0.0.78')).status).toBe(400);
  });
});
