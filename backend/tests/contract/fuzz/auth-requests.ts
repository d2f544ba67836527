import fc from 'fast-check';
import type { FuzzRequest } from './http-probe';
import {
  bodyFor,
  credential,
  inUrl,
  junkValue,
  nastyString,
  type Credentials,
} from './fuzz-values';
import { assemble, envelope, methodFor, oversized } from './request-shape';

export interface AuthFuzzContext {
  credentials: Credentials;
  /** The fuzz user's own address, so some requests reach past "unknown user". */
  userEmail: string;
  /** A refresh token of another session of that user: replaying it may revoke only that one. */
  refreshToken: string;
  bodyLimit: number;
}

/**
 * Addresses the fuzz level may use. The demo accounts are never named: wrong passwords count
 * against an account, and the rest of the suite signs in with them.
 */
const email = (ctx: AuthFuzzContext) =>
  fc.oneof(
    { arbitrary: fc.emailAddress().map((a) => `fuzz.${a}`), weight: 3 },
    { arbitrary: nastyString, weight: 3 },
    { arbitrary: fc.constant(ctx.userEmail), weight: 1 },
    { arbitrary: junkValue, weight: 1 },
  );
const password = fc.oneof(
  nastyString,
  fc.string({ minLength: 8, maxLength: 80 }),
  fc.constant('correct-horse-battery-staple-9'),
  junkValue,
);
const anyText = fc.oneof(nastyString, junkValue);
const phone = fc.oneof(
  fc.constantFrom('+14155550100', '14155550100', '+1', '+999999999999999999', 'phone'),
  nastyString,
);
const redirect = inUrl(
  fc.oneof(
    fc.constantFrom(
      'http://127.0.0.1/auth/callback',
      'https://evil.example/',
      'javascript:alert(1)',
      '//x',
    ),
    nastyString,
  ),
);

/** One generated request to an auth endpoint, shaped after what auth-js sends. */
export function authRequests(ctx: AuthFuzzContext): fc.Arbitrary<FuzzRequest> {
  const cred = credential(ctx.credentials);
  const id = inUrl(fc.oneof(fc.uuid().map(String), nastyString));
  const endpoint = (
    method: string,
    path: fc.Arbitrary<string>,
    template: fc.Arbitrary<Record<string, unknown>> | null,
    query: fc.Arbitrary<string[]> = fc.constant([]),
    who = cred,
  ) =>
    fc
      .record({
        method: methodFor(method),
        path,
        query,
        credential: who,
        envelope,
        body: template ? bodyFor(template) : fc.constant(undefined),
        huge: fc.oneof(
          { arbitrary: fc.constant(false), weight: 30 },
          { arbitrary: fc.constant(true), weight: 1 },
        ),
      })
      .map((p) =>
        assemble({
          method: p.method,
          path: `/auth/v1${p.path}`,
          query: p.query,
          credential: p.credential,
          contentType: p.envelope.contentType,
          headers: p.envelope.headers,
          body: p.huge ? oversized(ctx.bodyLimit) : p.body,
          chunked: p.envelope.chunked,
          bodyOnRead: p.envelope.bodyOnRead,
          limit: ctx.bodyLimit,
        }),
      );
  const q = (name: string, value: fc.Arbitrary<string>) => value.map((v) => `${name}=${v}`);
  const someOf = (...params: fc.Arbitrary<string>[]) =>
    fc
      .subarray(params.map((p) => fc.option(p, { nil: undefined })))
      .chain((picked) =>
        fc.tuple(...picked).map((values) => values.filter((v): v is string => v !== undefined)),
      );
  const grantType = inUrl(
    fc.oneof(
      fc.constantFrom(
        'password',
        'refresh_token',
        'pkce',
        'id_token',
        'web3',
        'client_credentials',
        '',
      ),
      nastyString,
    ),
  );

  return fc.oneof(
    endpoint(
      'POST',
      fc.constant('/signup'),
      fc.record(
        {
          email: email(ctx),
          password,
          phone,
          data: junkValue,
          code_challenge: anyText,
          code_challenge_method: fc.oneof(fc.constantFrom('s256', 'plain', 'S256'), nastyString),
          gotrue_meta_security: junkValue,
        },
        { requiredKeys: ['email', 'password'] },
      ),
      someOf(q('redirect_to', redirect)),
    ),
    endpoint(
      'POST',
      fc.constant('/token'),
      fc.oneof(
        fc.record({ email: email(ctx), password }, { requiredKeys: [] }),
        fc.record({ phone, password }),
        fc.record({ refresh_token: fc.oneof(fc.constant(ctx.refreshToken), anyText) }),
        fc.record({ auth_code: fc.oneof(fc.uuid().map(String), anyText), code_verifier: anyText }),
        fc.record({ provider: anyText, id_token: anyText, nonce: anyText }),
      ),
      someOf(q('grant_type', grantType), q('grant_type', grantType)),
    ),
    endpoint(
      'POST',
      fc.constantFrom('/otp', '/magiclink'),
      fc.record(
        {
          email: email(ctx),
          phone,
          create_user: fc.oneof(fc.boolean(), junkValue),
          data: junkValue,
          channel: fc.oneof(fc.constantFrom('sms', 'whatsapp'), anyText),
          code_challenge: anyText,
          code_challenge_method: anyText,
        },
        { requiredKeys: [] },
      ),
      someOf(q('redirect_to', redirect)),
    ),
    endpoint(
      'POST',
      fc.constant('/recover'),
      fc.record(
        { email: email(ctx), code_challenge: anyText, code_challenge_method: anyText },
        { requiredKeys: ['email'] },
      ),
      someOf(q('redirect_to', redirect)),
    ),
    endpoint(
      'POST',
      fc.constant('/verify'),
      fc.record(
        {
          type: fc.oneof(
            fc.constantFrom(
              'signup',
              'magiclink',
              'recovery',
              'invite',
              'email_change',
              'email',
              'sms',
              'phone_change',
            ),
            anyText,
          ),
          token: fc.oneof(fc.stringMatching(/^[0-9]{6}$/), anyText),
          token_hash: anyText,
          email: email(ctx),
          phone,
          redirect_to: anyText,
        },
        { requiredKeys: ['type'] },
      ),
    ),
    endpoint(
      'GET',
      fc.constant('/verify'),
      null,
      someOf(
        q('token', inUrl(nastyString)),
        q(
          'type',
          inUrl(
            fc.oneof(
              fc.constantFrom('signup', 'recovery', 'magiclink', 'email_change'),
              nastyString,
            ),
          ),
        ),
        q('redirect_to', redirect),
        q('token_hash', inUrl(nastyString)),
      ),
    ),
    endpoint(
      'GET',
      fc.constantFrom('/user', '/settings', '/health', '/.well-known/jwks.json'),
      null,
    ),
    endpoint(
      'PUT',
      fc.constant('/user'),
      fc.record(
        {
          email: email(ctx),
          password,
          phone,
          data: junkValue,
          nonce: anyText,
          current_password: password,
          app_metadata: junkValue,
        },
        { requiredKeys: [] },
      ),
      someOf(q('redirect_to', redirect)),
    ),
    endpoint(
      'POST',
      fc.constant('/logout'),
      null,
      someOf(
        q('scope', inUrl(fc.oneof(fc.constantFrom('global', 'local', 'others'), nastyString))),
      ),
      // The fuzz user's own session must outlive this family, or every later request stops at it.
      cred.filter((c) => !c.label.startsWith('user')),
    ),
    endpoint(
      'DELETE',
      id.map((v) => `/user/identities/${v}`),
      null,
    ),
    endpoint(
      'POST',
      fc.constant('/factors'),
      fc.record(
        {
          factor_type: fc.oneof(fc.constantFrom('totp', 'phone', 'webauthn'), anyText),
          friendly_name: anyText,
          issuer: anyText,
          phone,
        },
        { requiredKeys: ['factor_type'] },
      ),
    ),
    endpoint(
      'DELETE',
      id.map((v) => `/factors/${v}`),
      null,
    ),
    endpoint(
      'POST',
      id.map((v) => `/factors/${v}/challenge`),
      fc.record(
        { channel: fc.oneof(fc.constantFrom('sms', 'whatsapp'), anyText) },
        { requiredKeys: [] },
      ),
    ),
    endpoint(
      'POST',
      id.map((v) => `/factors/${v}/verify`),
      fc.record({
        challenge_id: fc.oneof(fc.uuid().map(String), anyText),
        code: fc.oneof(fc.stringMatching(/^[0-9]{6}$/), anyText),
      }),
    ),
    endpoint(
      'GET',
      fc.constant('/authorize'),
      null,
      someOf(
        q(
          'provider',
          inUrl(fc.oneof(fc.constantFrom('github', 'google', 'gitlab', 'GITHUB'), nastyString)),
        ),
        q('redirect_to', redirect),
        q('scopes', inUrl(nastyString)),
        q('code_challenge', inUrl(nastyString)),
        q('code_challenge_method', inUrl(nastyString)),
      ),
    ),
    endpoint(
      'GET',
      fc.constant('/callback'),
      null,
      someOf(
        q('code', inUrl(nastyString)),
        q('state', inUrl(nastyString)),
        q('error', inUrl(nastyString)),
        q('error_description', inUrl(nastyString)),
      ),
    ),
    endpoint(
      'POST',
      fc.oneof(
        fc.constantFrom(
          '',
          '/',
          '/admin/users',
          '/invite',
          '/reauthenticate',
          '/resend',
          '/sso',
          '/token/',
          '//token',
        ),
        inUrl(nastyString).map((v) => `/${v}`),
      ),
      fc.record({ email: email(ctx) }),
    ),
  );
}
