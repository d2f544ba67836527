import { request } from 'node:http';
import { DEMO, serviceClient, signedInClient, stack } from './support/clients';

/** Sends `size` bytes as a chunked body (no Content-Length) and returns the answer. */
function postChunked(
  path: string,
  headers: Record<string, string>,
  size: number,
): Promise<{ status: number; body: string }> {
  return new Promise((resolvePost, reject) => {
    const req = request(`${stack.url}${path}`, {
      method: 'POST',
      headers: { ...headers, 'transfer-encoding': 'chunked' },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolvePost({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', () => undefined); // the server may stop reading once it has answered
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    chunk.write('{"message":"');
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

async function stackAnswers(): Promise<void> {
  expect((await fetch(`${stack.url}/auth/v1/health`)).status).toBe(200);
  const rest = await fetch(`${stack.url}/rest/v1/testimonials?select=id&limit=1`, {
    headers: { apikey: stack.anonKey },
  });
  expect(rest.status).toBe(200);
}

describe('one request never stops the stack', () => {
  it('refuses oversized chunked bodies on every API with 413 and keeps serving', async () => {
    const { session } = await signedInClient(DEMO.user.email, DEMO.user.password);
    const asUser = {
      apikey: stack.anonKey,
      authorization: `Bearer ${session.access_token}`,
      'content-type': 'application/json',
    };
    const anon = { apikey: stack.anonKey, 'content-type': 'application/json' };
    const targets: [string, Record<string, string>, number][] = [
      ['/rest/v1/contact_messages', anon, 3 * 1024 * 1024],
      ['/rest/v1/rpc/update_feature_usage', asUser, 3 * 1024 * 1024],
      ['/auth/v1/signup', anon, 3 * 1024 * 1024],
      // A key of the user's own, so that the gateway reads the body instead of asking for one.
      [
        '/functions/v1/grok/chat/completions',
        { ...asUser, 'x-xai-api-key': 'xai-user-key' },
        9 * 1024 * 1024,
      ],
      ['/functions/v1/brain/chat', asUser, 9 * 1024 * 1024],
      [
        `/storage/v1/object/avatars/${session.user.id}/big.png`,
        { ...asUser, 'content-type': 'image/png' },
        7 * 1024 * 1024,
      ],
    ];
    for (const [path, headers, size] of targets) {
      for (let i = 0; i < 2; i++) {
        const { status } = await postChunked(path, headers, size);
        expect({ path, status }).toEqual({ path, status: 413 });
      }
      await stackAnswers();
    }
  }, 60_000);

  it('answers 400 to a row insert of null, a scalar or an empty array, and stores nothing', async () => {
    const before = await serviceClient()
      .from('contact_messages')
      .select('id', { count: 'exact', head: true });
    for (const body of ['null', '[]', ' [ ] ', '"text"', '42', 'true']) {
      const res = await fetch(`${stack.url}/rest/v1/contact_messages`, {
        method: 'POST',
        headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
        body,
      });
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(await res.json()).toMatchObject({ code: 'PGRST102' });
    }
    const after = await serviceClient()
      .from('contact_messages')
      .select('id', { count: 'exact', head: true });
    expect(after.count).toBe(before.count);
  });

  it('answers 400 to a filter that is not valid UTF-8', async () => {
    for (const query of ['name=eq.%ff%fe', 'na%c3me=eq.x', 'select=%e2%82']) {
      const res = await fetch(`${stack.url}/rest/v1/charts?${query}`, {
        headers: { apikey: stack.anonKey },
      });
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
    }
    await stackAnswers();
  });

  it('names every answer with a request id', async () => {
    const a = await fetch(`${stack.url}/auth/v1/health`);
    const b = await fetch(`${stack.url}/rest/v1/testimonials?select=id`, {
      headers: { apikey: stack.anonKey },
    });
    expect(a.headers.get('x-request-id')).toBeTruthy();
    expect(b.headers.get('x-request-id')).toBeTruthy();
    expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'));
  });
});
