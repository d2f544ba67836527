import type { SupabaseClient } from '@supabase/supabase-js';
import * as OTPAuth from 'otpauth';
import { anonClient, stack, withDatabase } from './support/clients';
import { directUser } from './support/direct-users';

interface Claims {
  aal: string;
  amr: { method: string; timestamp: number }[];
  session_id: string;
}

const claimsOf = (token: string): Claims =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Claims;

/** A TOTP generator for an enrolled secret, as an authenticator app would hold it. */
const authenticator = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });

/** A code from the next 30-second window: still accepted (clock drift), but a different code. */
const nextWindowCode = (secret: string) =>
  authenticator(secret).generate({ timestamp: Date.now() + 30_000 });

async function enrollTotp(client: SupabaseClient, friendlyName?: string) {
  const { data, error } = await client.auth.mfa.enroll({
    factorType: 'totp',
    friendlyName,
    issuer: 'Astro App',
  });
  if (error || !data) throw new Error(`enroll failed: ${error?.message}`);
  return data;
}

async function verifyTotp(client: SupabaseClient, factorId: string, code: string) {
  const challenge = await client.auth.mfa.challenge({ factorId });
  if (challenge.error || !challenge.data)
    throw new Error(`challenge failed: ${challenge.error?.message}`);
  return client.auth.mfa.verify({ factorId, challengeId: challenge.data.id, code });
}

/** A user with a verified TOTP factor, signed in again afresh (so at aal1). */
async function userWithVerifiedTotp(label: string) {
  const user = await directUser(label);
  const factor = await enrollTotp(user.client, 'Phone app');
  const verified = await verifyTotp(
    user.client,
    factor.id,
    authenticator(factor.totp.secret).generate(),
  );
  expect(verified.error).toBeNull();
  const fresh = anonClient();
  const signIn = await fresh.auth.signInWithPassword({
    email: user.email,
    password: user.password,
  });
  expect(signIn.error).toBeNull();
  return { ...user, factor, fresh };
}

describe('TOTP enrolment and verification', () => {
  it('enrols with a QR code, verifies a code from the app and issues an aal2 token with amr', async () => {
    const { client, email } = await directUser('mfa-enrol');
    const factor = await enrollTotp(client, 'Phone app');
    expect(factor.type).toBe('totp');
    expect(factor.friendly_name).toBe('Phone app');
    // auth-js prefixes the raw SVG the server sends with a data-URL header.
    expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg[\s\S]*<\/svg>\s*$/);
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(factor.totp.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(factor.totp.secret);
    expect(uri.searchParams.get('issuer')).toBe('Astro App');
    expect(decodeURIComponent(uri.pathname)).toContain(email);

    const before = await client.auth.getSession();
    expect(claimsOf(before.data.session!.access_token).aal).toBe('aal1');
    const unverified = await client.auth.getUser();
    expect(unverified.data.user?.factors).toEqual([
      expect.objectContaining({ id: factor.id, factor_type: 'totp', status: 'unverified' }),
    ]);

    const wrong = await verifyTotp(client, factor.id, '000000');
    expect(wrong.error?.code).toBe('mfa_verification_failed');

    const code = authenticator(factor.totp.secret).generate();
    const verified = await verifyTotp(client, factor.id, code);
    expect(verified.error).toBeNull();
    const claims = claimsOf(verified.data!.access_token);
    expect(claims.aal).toBe('aal2');
    expect(claims.amr.map((entry) => entry.method)).toEqual(['totp', expect.any(String)]);
    expect(claims.amr[0]!.timestamp).toBeGreaterThan(Date.now() / 1000 - 60);
    expect(claims.session_id).toBe(claimsOf(before.data.session!.access_token).session_id);

    // The same code cannot be used a second time, even in a new challenge.
    expect((await verifyTotp(client, factor.id, code)).error?.code).toBe('mfa_verification_failed');

    const { data: user } = await client.auth.getUser();
    expect(user.user?.factors).toEqual([
      expect.objectContaining({
        id: factor.id,
        factor_type: 'totp',
        status: 'verified',
        friendly_name: 'Phone app',
      }),
    ]);
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });

    // A refreshed session keeps the second factor.
    const refreshed = await client.auth.refreshSession();
    expect(claimsOf(refreshed.data.session!.access_token).aal).toBe('aal2');
    // …and its user carries the factors exactly as GET /user describes them.
    const fromUser = (await client.auth.getUser()).data.user?.factors;
    expect(fromUser).toHaveLength(1);
    expect(refreshed.data.user?.factors).toEqual(fromUser);
  });

  it('signs in at aal1 with a verified factor and reaches aal2 only through a challenge', async () => {
    const { fresh, factor } = await userWithVerifiedTotp('mfa-signin');
    const level = await fresh.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const events: string[] = [];
    fresh.auth.onAuthStateChange((event) => events.push(event));

    const verified = await verifyTotp(fresh, factor.id, nextWindowCode(factor.totp.secret));
    expect(verified.error).toBeNull();
    expect(claimsOf(verified.data!.access_token).aal).toBe('aal2');
    expect(events).toContain('MFA_CHALLENGE_VERIFIED');
  });

  it('removes a verified factor only from an aal2 session', async () => {
    const { fresh, factor } = await userWithVerifiedTotp('mfa-remove');
    const refused = await fresh.auth.mfa.unenroll({ factorId: factor.id });
    expect(refused.error?.code).toBe('insufficient_aal');
    expect((await fresh.auth.getUser()).data.user?.factors).toHaveLength(1);

    // A second factor cannot be added from an aal1 session either.
    const added = await fresh.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Tablet' });
    expect(added.error?.code).toBe('insufficient_aal');

    expect(
      (await verifyTotp(fresh, factor.id, nextWindowCode(factor.totp.secret))).error,
    ).toBeNull();
    const removed = await fresh.auth.mfa.unenroll({ factorId: factor.id });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factor.id });
    expect((await fresh.auth.getUser()).data.user?.factors).toEqual([]);
    // With no factor left, the session no longer claims one.
    const refreshed = await fresh.auth.refreshSession();
    expect(claimsOf(refreshed.data.session!.access_token).aal).toBe('aal1');
  });

  it('removes an unverified factor from an aal1 session, and never another user’s factor', async () => {
    const a = await directUser('mfa-own-a');
    const b = await directUser('mfa-own-b');
    const factor = await enrollTotp(a.client);
    expect((await b.client.auth.mfa.unenroll({ factorId: factor.id })).error?.code).toBe(
      'mfa_factor_not_found',
    );
    expect((await b.client.auth.mfa.challenge({ factorId: factor.id })).error?.code).toBe(
      'mfa_factor_not_found',
    );
    expect((await a.client.auth.mfa.unenroll({ factorId: factor.id })).error).toBeNull();
  });

  it('expires challenges after 5 minutes and refuses a challenge used once', async () => {
    const { client } = await directUser('mfa-expiry');
    const factor = await enrollTotp(client);
    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    const expiresIn = challenge.data!.expires_at - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(290);
    expect(expiresIn).toBeLessThanOrEqual(301);
    await withDatabase((db) =>
      db.query(
        `update auth.mfa_challenges set created_at = created_at - interval '5 minutes 1 second',
           expires_at = expires_at - interval '5 minutes 1 second' where id = $1`,
        [challenge.data!.id],
      ),
    );
    const late = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: authenticator(factor.totp.secret).generate(),
    });
    expect(late.error?.code).toBe('mfa_challenge_expired');

    const next = await client.auth.mfa.challenge({ factorId: factor.id });
    const code = authenticator(factor.totp.secret).generate();
    expect(
      (await client.auth.mfa.verify({ factorId: factor.id, challengeId: next.data!.id, code }))
        .error,
    ).toBeNull();
    const again = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: next.data!.id,
      code: nextWindowCode(factor.totp.secret),
    });
    expect(again.error?.code).toBe('mfa_challenge_expired');
  });

  it('allows at most 10 factors and unique friendly names', async () => {
    const { client } = await directUser('mfa-quota');
    for (let i = 1; i <= 10; i++) await enrollTotp(client, `Device ${i}`);
    const eleventh = await client.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Device 11',
    });
    expect(eleventh.error?.code).toBe('too_many_enrolled_mfa_factors');
    const { data } = await client.auth.getUser();
    expect(data.user?.factors).toHaveLength(10);

    const other = await directUser('mfa-names');
    await enrollTotp(other.client, 'Laptop');
    const duplicate = await other.client.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Laptop',
    });
    expect(duplicate.error?.code).toBe('mfa_factor_name_conflict');
  });

  it('kills a challenge after five tries and pauses the account after ten misses', async () => {
    const { client } = await directUser('mfa-limit');
    const factor = await enrollTotp(client);
    const verify = async (challengeId: string, code: string) =>
      (await client.auth.mfa.verify({ factorId: factor.id, challengeId, code })).error;
    const right = () => authenticator(factor.totp.secret).generate();

    const first = (await client.auth.mfa.challenge({ factorId: factor.id })).data!.id;
    for (let i = 0; i < 5; i++)
      expect((await verify(first, '000000'))?.code).toBe('mfa_verification_failed');
    expect((await verify(first, right()))?.code).toBe('mfa_challenge_expired');

    const second = (await client.auth.mfa.challenge({ factorId: factor.id })).data!.id;
    for (let i = 0; i < 4; i++)
      expect((await verify(second, '000000'))?.code).toBe('mfa_verification_failed');
    const paused = await verify(second, right());
    expect(paused?.status).toBe(429);
    expect(paused?.code).toBe('over_request_rate_limit');
  });

  it('answers bad input with clear errors', async () => {
    const { session } = await directUser('mfa-bad-input');
    const call = (path: string, body: unknown) =>
      fetch(`${stack.url}/auth/v1${path}`, {
        method: 'POST',
        headers: {
          apikey: stack.anonKey,
          Authorization: `Bearer ${session.access_token}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(body),
      });
    const badType = await call('/factors', { factor_type: 'sms-magic' });
    expect(badType.status).toBe(400);
    expect(((await badType.json()) as { message: string }).message).toContain('factor_type');
    const badPhone = await call('/factors', { factor_type: 'phone', phone: 'call me' });
    expect(badPhone.status).toBe(400);
    const badChallenge = await call('/factors/not-a-uuid/challenge', {});
    expect(badChallenge.status).toBe(404);
    const badVerify = await call('/factors/00000000-0000-4000-8000-000000000000/verify', {
      challenge_id: 'nope',
      code: 1,
    });
    expect(badVerify.status).toBe(400);
    const anonymous = await fetch(`${stack.url}/auth/v1/factors`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ factor_type: 'totp' }),
    });
    expect(anonymous.status).toBe(401);
  });
});
