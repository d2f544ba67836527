import { request } from 'node:http';
import { latestMail, stack, uniqueEmail, verifyLinkOf } from './clients';

/**
 * Linux routes all of 127/8 to the loopback interface, so a test can speak from many client
 * addresses to the stack on 127.0.0.1, as an attacker with many machines would. Each test file
 * takes a block of its own (the second octet), so per-IP limits never mix files.
 */
export function loopbackAddresses(block: number): () => string {
  let next = 0;
  return () => {
    next += 1;
    return `127.${block}.${Math.floor(next / 250)}.${(next % 250) + 1}`;
  };
}

export interface LoopbackAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown>;
  /** From sending the request to the end of the answer. */
  ms: number;
}

/** Sends a JSON request to the stack from a given loopback address (a path such as /auth/v1/otp). */
export function requestFrom(
  from: string,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<LoopbackAnswer> {
  const url = new URL(`${stack.url}${path}`);
  const payload = init.body === undefined ? undefined : JSON.stringify(init.body);
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: init.method ?? 'POST',
        localAddress: from,
        agent: false,
        headers: {
          apikey: stack.anonKey,
          'content-type': 'application/json',
          ...init.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          const text = Buffer.concat(chunks).toString('utf8');
          let body: Record<string, unknown> = {};
          try {
            body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
          } catch {
            body = { message: text };
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, ms });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Calls the auth service from a given loopback address, as auth-js would. */
export const authFrom = (
  from: string,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) =>
  requestFrom(from, `/auth/v1${path}`, {
    ...init,
    headers: { 'x-supabase-api-version': '2024-01-01', ...init.headers },
  });

/** Sends a contact message from a given loopback address, as the contact form does. */
export const sendContactFrom = (
  from: string,
  message: { name: string; email: string; subject: string; message: string },
  accessToken?: string,
) =>
  requestFrom(from, '/rest/v1/contact_messages', {
    body: message,
    headers: {
      authorization: `Bearer ${accessToken ?? stack.anonKey}`,
      prefer: 'return=minimal',
    },
  });

/**
 * Signs an account up and confirms it through its mail, each step from a new address of
 * `from`, so the suite's own sign-up budget on 127.0.0.1 is left alone. `via: 'otp'` opens it
 * with a magic link instead (no password), which leaves the sign-up resend cooldown unused.
 */
export async function confirmedAccountFrom(
  from: () => string,
  label: string,
  opts: { password?: string; via?: 'signup' | 'otp' } = {},
): Promise<{ email: string; lastMailId: number }> {
  const email = uniqueEmail(label);
  const started =
    opts.via === 'otp'
      ? await authFrom(from(), '/otp', { body: { email } })
      : await authFrom(from(), '/signup', {
          body: { email, password: opts.password ?? 'correct-horse-battery' },
        });
  if (started.status !== 200) throw new Error(`opening ${email} answered ${started.status}`);
  const mail = await latestMail(email);
  const link = new URL(verifyLinkOf(mail));
  const confirm = await authFrom(from(), `/verify${link.search}`, { method: 'GET' });
  if (confirm.status !== 303) throw new Error(`confirming ${email} answered ${confirm.status}`);
  return { email, lastMailId: mail.id };
}
