import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startAiStack, type AiStack } from './support/ai-stack';
import { stack, withDatabase } from './support/clients';
import { directUser } from './support/direct-users';

interface OutboxSms {
  id: number;
  to: string;
  body: string;
  code: string | null;
}

/** A number nobody else in the suite uses (tests share one database). */
const uniquePhone = () => `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

async function latestSms(to: string, baseUrl = stack.url): Promise<OutboxSms> {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${baseUrl}/_dev/sms?to=${encodeURIComponent(to)}`);
    const messages = (await res.json()) as OutboxSms[];
    if (messages[0]) return messages[0];
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no SMS arrived for ${to}`);
}

async function callSms(client: SupabaseClient, action: 'send' | 'verify', body: object) {
  const { data, error } = await client.functions.invoke(`sms/${action}`, { body });
  if (!error) return { status: 200, body: data as Record<string, unknown> };
  const response = (error as { context?: Response }).context;
  return {
    status: response?.status ?? 0,
    body: (await response?.json()) as { code: string; message: string },
  };
}

describe('phone verification through the sms function', () => {
  it('texts a 10-minute code that confirms the number once', async () => {
    const { client } = await directUser('phone-verify');
    const phone = uniquePhone();
    const sent = await callSms(client, 'send', { phone_number: phone });
    expect(sent).toEqual({
      status: 200,
      body: { sent: true, phone_number: phone, expires_in: 600 },
    });
    const sms = await latestSms(phone);
    expect(sms.body).toMatch(/verification code is \d{6}\. It is valid for 10 minutes/);
    const lifetime = await withDatabase(async (db) => {
      const { rows } = await db.query<{ minutes: number }>(
        `select extract(epoch from expires_at - created_at) / 60 as minutes from public.phone_auth_codes
         where phone_number = $1 order by created_at desc limit 1`,
        [phone],
      );
      return Number(rows[0]!.minutes);
    });
    expect(lifetime).toBe(10);

    const wrong = await callSms(client, 'verify', { phone_number: phone, code: '000000' });
    expect(wrong).toEqual({
      status: 400,
      body: { code: 'invalid_code', message: 'Invalid verification code' },
    });
    const right = await callSms(client, 'verify', { phone_number: phone, code: sms.code });
    expect(right).toEqual({ status: 200, body: { verified: true, phone_number: phone } });
    const { data } = await client.auth.getUser();
    expect(data.user?.phone).toBe(phone.slice(1));
    expect(data.user?.phone_confirmed_at).toBeTruthy();

    const reused = await callSms(client, 'verify', { phone_number: phone, code: sms.code });
    expect(reused.body).toMatchObject({ message: 'Invalid verification code' });
  });

  it('refuses an expired code and a code after five wrong attempts', async () => {
    const { client, user } = await directUser('phone-limits');
    const phone = uniquePhone();
    await callSms(client, 'send', { phone_number: phone });
    const first = await latestSms(phone);
    await withDatabase((db) =>
      db.query(
        `update public.phone_auth_codes set created_at = created_at - interval '10 minutes 1 second',
           expires_at = expires_at - interval '10 minutes 1 second' where user_id = $1`,
        [user.id],
      ),
    );
    expect(
      (await callSms(client, 'verify', { phone_number: phone, code: first.code })).status,
    ).toBe(400);

    await callSms(client, 'send', { phone_number: phone });
    const second = await latestSms(phone);
    expect(second.id).toBeGreaterThan(first.id);
    const wrongCode = second.code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) {
      expect(
        (await callSms(client, 'verify', { phone_number: phone, code: wrongCode })).status,
      ).toBe(400);
    }
    expect(
      (await callSms(client, 'verify', { phone_number: phone, code: second.code })).status,
    ).toBe(400);
    expect((await client.auth.getUser()).data.user?.phone).toBe('');
  });

  it('does not confirm a number with a code the browser obtained without an SMS', async () => {
    const { client } = await directUser('phone-bypass');
    const phone = uniquePhone();
    const { data: code, error } = await client.rpc('create_phone_auth_code', {
      phone_number: phone,
    });
    expect(code).toBeNull();
    expect(error?.code).toBe('42501');
    const result = await callSms(client, 'verify', { phone_number: phone, code: '123456' });
    expect(result.body).toMatchObject({ message: 'Invalid verification code' });
    expect((await client.auth.getUser()).data.user?.phone).toBe('');
    // Only the server may issue or confirm codes on someone's behalf.
    const direct = await client.rpc('issue_phone_code', {
      user_id: crypto.randomUUID(),
      phone_number: phone,
    });
    expect(direct.error).not.toBeNull();
  });

  it('answers bad input and anonymous callers clearly', async () => {
    const { client } = await directUser('phone-bad');
    const bad = await callSms(client, 'send', { phone_number: '0800 CALL NOW' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'invalid_request' });
    const anonymous = await fetch(`${stack.url}/functions/v1/sms/send`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone_number: uniquePhone() }),
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('phone factors', () => {
  it('texts the challenge code and verifies it into an aal2 session', async () => {
    const { client } = await directUser('phone-factor');
    const phone = uniquePhone();
    const enrolled = await client.auth.mfa.enroll({ factorType: 'phone', phone });
    expect(enrolled.error).toBeNull();
    expect(enrolled.data).toMatchObject({ type: 'phone', phone: phone.slice(1) });
    const challenge = await client.auth.mfa.challenge({ factorId: enrolled.data!.id });
    expect(challenge.error).toBeNull();
    const sms = await latestSms(phone);
    expect(sms.body).toMatch(/sign-in code is \d{6}/);
    const wrong = await client.auth.mfa.verify({
      factorId: enrolled.data!.id,
      challengeId: challenge.data!.id,
      code: sms.code === '123456' ? '654321' : '123456',
    });
    expect(wrong.error?.code).toBe('mfa_verification_failed');
    const verified = await client.auth.mfa.verify({
      factorId: enrolled.data!.id,
      challengeId: challenge.data!.id,
      code: sms.code!,
    });
    expect(verified.error).toBeNull();
    const claims = JSON.parse(
      Buffer.from(verified.data!.access_token.split('.')[1]!, 'base64url').toString(),
    ) as { aal: string; amr: { method: string }[] };
    expect(claims.aal).toBe('aal2');
    expect(claims.amr[0]!.method).toBe('mfa/phone');
  });
});

describe('with an SMS provider configured', () => {
  let provider: Server;
  let providerUrl: string;
  let reject = false;
  const received: { path: string; authorization: string; form: URLSearchParams }[] = [];
  let configured: AiStack;

  beforeAll(async () => {
    // A Twilio-compatible Messages endpoint that records what it is sent, or refuses it.
    provider = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({
          path: req.url ?? '',
          authorization: req.headers.authorization ?? '',
          form: new URLSearchParams(body),
        });
        res.writeHead(reject ? 400 : 201, { 'Content-Type': 'application/json' });
        res.end(
          JSON.stringify(
            reject ? { code: 21211, message: "The 'To' number is not valid." } : { sid: 'SM1' },
          ),
        );
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
    configured = await startAiStack({
      TWILIO_ACCOUNT_SID: 'AC0123',
      TWILIO_AUTH_TOKEN: 'secret-token',
      TWILIO_FROM: '+15005550006',
      TWILIO_API_URL: providerUrl,
    });
  }, 120_000);

  afterAll(async () => {
    await configured?.stop();
    await new Promise((resolve) => provider?.close(resolve));
  });

  it('sends through the provider, and answers Failed to send SMS when it refuses', async () => {
    const { email, password } = await directUser('phone-provider');
    const client = configured.client();
    await client.auth.signInWithPassword({ email, password });
    const phone = uniquePhone();
    reject = false;
    expect((await callSms(client, 'send', { phone_number: phone })).status).toBe(200);
    const message = received.at(-1)!;
    expect(message.path).toBe('/2010-04-01/Accounts/AC0123/Messages.json');
    expect(message.authorization).toBe(
      `Basic ${Buffer.from('AC0123:secret-token').toString('base64')}`,
    );
    expect(message.form.get('To')).toBe(phone);
    expect(message.form.get('From')).toBe('+15005550006');
    const code = /(\d{6})/.exec(message.form.get('Body') ?? '')![1];
    expect((await callSms(client, 'verify', { phone_number: phone, code })).status).toBe(200);

    reject = true;
    const refused = await callSms(client, 'send', { phone_number: uniquePhone() });
    expect(refused).toEqual({
      status: 502,
      body: { code: 'sms_send_failed', message: 'Failed to send SMS' },
    });

    const factor = await client.auth.mfa.enroll({ factorType: 'phone', phone: uniquePhone() });
    const challenge = await client.auth.mfa.challenge({ factorId: factor.data!.id });
    expect(challenge.error?.message).toBe('Failed to send SMS');
  });
});
