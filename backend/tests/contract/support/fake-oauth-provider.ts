import { createServer, type Server } from 'node:http';

/**
 * A loopback OAuth 2 provider speaking the GitHub protocol shape: /token exchanges a code for an
 * access token and /user returns the profile. The test chooses the profile by encoding it (as
 * base64url JSON) into the code, so no browser login page is needed.
 */
export async function startFakeOAuthProvider(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://provider.invalid');
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'POST' && url.pathname === '/token') {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        if (form.get('client_secret') !== 'fake-secret' || !form.get('code'))
          return reply(401, { error: 'bad_client' });
        reply(200, { access_token: form.get('code'), token_type: 'bearer' });
      });
      return;
    }
    if (req.method === 'GET' && url.pathname === '/user') {
      const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      try {
        return reply(200, JSON.parse(Buffer.from(token, 'base64url').toString('utf8')));
      } catch {
        return reply(401, { error: 'bad_token' });
      }
    }
    reply(404, { error: 'not_found' });
  });
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, server };
}

export interface FakeOidcIssuer {
  /** The issuer URL (`iss`); its keys are served at `${url}/jwks`. */
  url: string;
  /** Signs an ID token with the issuer's key; claims override the defaults. */
  idToken(
    claims: Record<string, unknown>,
    opts?: { expiresIn?: string; key?: 'own' | 'stranger' },
  ): Promise<string>;
  close(): Promise<void>;
}

/**
 * A loopback OpenID Connect issuer for the id_token grant: it publishes an RS256 key set and the
 * test signs ID tokens with the matching private key (or, to prove signatures are checked, with
 * a stranger's key of the same id).
 */
export async function startFakeOidcIssuer(clientId: string): Promise<FakeOidcIssuer> {
  const { SignJWT, exportJWK, generateKeyPair } = await import('jose');
  const own = await generateKeyPair('RS256');
  const stranger = await generateKeyPair('RS256');
  const jwk = {
    ...(await exportJWK(own.publicKey)),
    kid: 'fake-oidc-key',
    alg: 'RS256',
    use: 'sig',
  };
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://issuer.invalid').pathname;
    if (path === '/jwks') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return res.end(JSON.stringify({ keys: [jwk] }));
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url,
    idToken: (claims, opts = {}) =>
      new SignJWT({ iss: url, aud: clientId, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'fake-oidc-key' })
        .setIssuedAt()
        .setExpirationTime(opts.expiresIn ?? '5m')
        .sign(opts.key === 'stranger' ? stranger.privateKey : own.privateKey),
    close: () => new Promise((resolveClose) => server.close(() => resolveClose())),
  };
}
