import * as OTPAuth from 'otpauth';
import { anonClient, latestMail, uniqueEmail, verifyLinkOf, withDatabase } from './support/clients';
import { CONTRACT_STACK_ENV } from './support/contract-env';
import { directUser } from './support/direct-users';
import {
  authFrom,
  confirmedAccountFrom,
  loopbackAddresses,
  type LoopbackAnswer,
} from './support/loopback-client';

/** Every request of this file comes from an address of its own, as from a botnet. */
const from = loopbackAddresses(41);
const PASSWORD = 'correct-horse-battery';

const statuses = (answers: LoopbackAnswer[]) => answers.map((a) => a.status);
const retryAfter = (answer: LoopbackAnswer) => Number(answer.headers['retry-after']);

const confirmedAccount = async (label: string) =>
  (await confirmedAccountFrom(from, label, { password: PASSWORD })).email;

const signIn = (email: string, password: string) =>
  authFrom(from(), '/token?grant_type=password', { body: { email, password } });

const mailedCode = async (email: string) =>
  /code: (\d{6})/.exec((await latestMail(email)).text)![1]!;
const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');
const verifyCode = (email: string, token: string) =>
  authFrom(from(), '/verify', { body: { type: 'email', email, token } });

describe('per-account backoff on passwords', () => {
  it('pauses an account after five wrong passwords from 200 addresses, even for the right one', async () => {
    const email = await confirmedAccount('spray');
    const wrong: LoopbackAnswer[] = [];
    for (let i = 0; i < 200; i++) wrong.push(await signIn(email, 'not-the-password'));
    expect(statuses(wrong.slice(0, 5))).toEqual([400, 400, 400, 400, 400]);
    expect(new Set(wrong.slice(5).map((a) => a.body.code))).toEqual(
      new Set(['over_request_rate_limit']),
    );

    const right = await signIn(email, PASSWORD);
    expect(right.status).toBe(429);
    expect(right.body.code).toBe('over_request_rate_limit');
    // The first pause is 30 s; Retry-After is what is left of it.
    expect(retryAfter(right)).toBeGreaterThanOrEqual(1);
    expect(retryAfter(right)).toBeLessThanOrEqual(30);

    const bystander = await confirmedAccount('bystander');
    expect((await signIn(bystander, PASSWORD)).status).toBe(200);
  });

  it('counts attempts sent in parallel before any of them is judged', async () => {
    const email = await confirmedAccount('parallel');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => signIn(email, 'not-the-password')),
    );
    expect(statuses(answers).filter((s) => s === 400)).toHaveLength(5);
    expect(statuses(answers).filter((s) => s === 429)).toHaveLength(15);
  });

  it('treats an unknown address like a real one, so a pause reveals nothing', async () => {
    const ghost = uniqueEmail('ghost');
    const answers: LoopbackAnswer[] = [];
    for (let i = 0; i < 6; i++) answers.push(await signIn(ghost, 'not-the-password'));
    expect(statuses(answers)).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('starts afresh after a successful sign-in', async () => {
    const email = await confirmedAccount('typos');
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) expect((await signIn(email, 'typo-typo-typo')).status).toBe(400);
      expect((await signIn(email, PASSWORD)).status).toBe(200);
    }
  });
});

describe('one-time codes', () => {
  it('a code dies after five wrong tries: then even the right code is refused', async () => {
    const email = uniqueEmail('code-tries');
    expect((await authFrom(from(), '/otp', { body: { email } })).status).toBe(200);
    const code = await mailedCode(email);
    for (let i = 0; i < 5; i++) {
      const wrong = await verifyCode(email, otherCode(code));
      expect([wrong.status, wrong.body.code]).toEqual([403, 'otp_expired']);
    }
    const right = await verifyCode(email, code);
    expect(right.status).toBe(403);
    expect(right.body).toMatchObject({
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });
  });

  it('25 wrong codes from 25 addresses pause the address, and the right code is refused', async () => {
    const email = uniqueEmail('code-spray');
    expect((await authFrom(from(), '/otp', { body: { email } })).status).toBe(200);
    const code = await mailedCode(email);
    const wrong: LoopbackAnswer[] = [];
    for (let i = 0; i < 25; i++) wrong.push(await verifyCode(email, otherCode(code)));
    expect(statuses(wrong.slice(0, 10))).toEqual(Array(10).fill(403));
    expect(new Set(statuses(wrong.slice(10)))).toEqual(new Set([429]));
    const right = await verifyCode(email, code);
    expect(right.status).toBe(429);
    expect(retryAfter(right)).toBeLessThanOrEqual(30);
  });

  it('a second-factor challenge dies after five wrong tries', async () => {
    const { client } = await directUser('mfa-tries');
    const { data: factor } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const totp = new OTPAuth.TOTP({
      secret: OTPAuth.Secret.fromBase32(factor!.totp.secret),
      digits: 6,
      period: 30,
    });
    const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor!.id });
    const code = totp.generate();
    for (let i = 0; i < 5; i++) {
      const wrong = await client.auth.mfa.verify({
        factorId: factor!.id,
        challengeId: challenge!.id,
        code: otherCode(code),
      });
      expect(wrong.error?.code).toBe('mfa_verification_failed');
    }
    const right = await client.auth.mfa.verify({
      factorId: factor!.id,
      challengeId: challenge!.id,
      code,
    });
    expect(right.error?.code).toBe('mfa_challenge_expired');
    // A new challenge takes the same code.
    const again = await client.auth.mfa.challengeAndVerify({ factorId: factor!.id, code });
    expect(again.error).toBeNull();
  });

  it('links and codes live one hour, and the mails say so', async () => {
    const email = await confirmedAccount('lifetimes');
    const signupMail = await latestMail(email);
    expect((await authFrom(from(), '/recover', { body: { email } })).status).toBe(200);
    const recoveryMail = await latestMail(email, signupMail.id);
    expect(recoveryMail.text).toContain('valid for 1 hour and can be used once');
    expect((await authFrom(from(), '/otp', { body: { email } })).status).toBe(200);
    await latestMail(email, recoveryMail.id);
    const lifetimes = await withDatabase(async (db) => {
      const { rows } = await db.query<{ token_type: string; seconds: number }>(
        `select token_type, extract(epoch from expires_at - created_at)::int as seconds
         from auth.one_time_tokens where relates_to = $1 order by token_type`,
        [email],
      );
      return rows;
    });
    expect(lifetimes).toEqual([
      { token_type: 'magiclink', seconds: 3600 },
      { token_type: 'recovery', seconds: 3600 },
      { token_type: 'signup', seconds: 3600 },
    ]);
  });
});

describe('Retry-After', () => {
  it('is what is left of the per-IP window, not a constant', async () => {
    const address = from();
    const limit = Number(CONTRACT_STACK_ENV.AUTH_RATE_LIMIT_RECOVER);
    for (let i = 0; i < limit; i++) {
      expect((await authFrom(address, '/recover', { body: {} })).status).toBe(400);
    }
    const refused = await authFrom(address, '/recover', { body: {} });
    expect(refused.status).toBe(429);
    // The window is 300 s and began a moment ago.
    expect(retryAfter(refused)).toBeGreaterThan(280);
    expect(retryAfter(refused)).toBeLessThanOrEqual(300);
  });

  it('is what is left of the resend cooldown', async () => {
    const email = uniqueEmail('resend');
    expect((await authFrom(from(), '/otp', { body: { email } })).status).toBe(200);
    const again = await authFrom(from(), '/otp', { body: { email } });
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('over_email_send_rate_limit');
    expect(retryAfter(again)).toBeGreaterThan(50);
    expect(retryAfter(again)).toBeLessThanOrEqual(60);
  });
});

describe('password policy', () => {
  const weakness = (answer: LoopbackAnswer) => [
    answer.status,
    answer.body.code,
    (answer.body.weak_password as { reasons: string[] } | undefined)?.reasons,
  ];

  it('refuses the most common passwords and blank ones at sign-up', async () => {
    const signUp = (password: string) =>
      authFrom(from(), '/signup', { body: { email: uniqueEmail('weak'), password } });
    expect(weakness(await signUp('password'))).toEqual([422, 'weak_password', ['pwned']]);
    expect(weakness(await signUp('12345678'))).toEqual([422, 'weak_password', ['pwned']]);
    expect(weakness(await signUp('        '))).toEqual([422, 'weak_password', ['characters']]);
    expect((await signUp('stars-and-planets-42')).status).toBe(200);

    // auth-js hands the reasons to the app.
    const { error } = await anonClient().auth.signUp({
      email: uniqueEmail('weak-js'),
      password: 'iloveyou',
    });
    expect(error?.code).toBe('weak_password');
    expect((error as unknown as { reasons: string[] }).reasons).toEqual(['pwned']);
    expect(error?.message).toBe(
      'Password is known to be weak and easy to guess, please choose a different one.',
    );
  });

  it('refuses them on a password change and through a recovery link', async () => {
    const email = await confirmedAccount('weak-change');
    const session = (await signIn(email, PASSWORD)).body;
    const bearer = { authorization: `Bearer ${String(session.access_token)}` };
    const change = (password: string, headers: Record<string, string>) =>
      authFrom(from(), '/user', {
        method: 'PUT',
        body: { password, current_password: PASSWORD },
        headers,
      });
    expect(weakness(await change('12345678', bearer))).toEqual([422, 'weak_password', ['pwned']]);

    const signupMail = await latestMail(email);
    expect((await authFrom(from(), '/recover', { body: { email } })).status).toBe(200);
    const link = new URL(verifyLinkOf(await latestMail(email, signupMail.id)));
    const landed = await authFrom(from(), `/verify${link.search}`, { method: 'GET' });
    const fragment = new URLSearchParams(new URL(String(landed.headers.location)).hash.slice(1));
    const recovery = { authorization: `Bearer ${fragment.get('access_token')}` };
    const reset = (password: string) =>
      authFrom(from(), '/user', { method: 'PUT', body: { password }, headers: recovery });
    expect(weakness(await reset('password'))).toEqual([422, 'weak_password', ['pwned']]);
    expect((await reset('a-fresh-start-2718')).status).toBe(200);
    expect((await signIn(email, 'a-fresh-start-2718')).status).toBe(200);
  });
});
