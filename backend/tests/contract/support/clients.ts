import { createClient, type Session, type SupabaseClient } from '@supabase/supabase-js';
import { Client } from 'pg';
import WebSocket from 'ws';
import { contractStack } from './contract-env';

export const stack = contractStack();

/** A supabase-js client with no persistence or timers, as a test needs. */
export function anonClient(): SupabaseClient {
  return createClient(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

export function serviceClient(): SupabaseClient {
  return createClient(stack.url, stack.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

let counter = 0;
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${(counter++).toString(36)}@contract.test`;

export interface StoredMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  created_at: string;
}

/** Waits for the newest mail to an address in the dev mailbox. */
export async function latestMail(to: string, afterId = 0): Promise<StoredMail> {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${stack.url}/_dev/mail?to=${encodeURIComponent(to)}`);
    const mails = (await res.json()) as StoredMail[];
    const fresh = mails.find((m) => m.id > afterId);
    if (fresh) return fresh;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail arrived for ${to}`);
}

export const verifyLinkOf = (mail: StoredMail) => {
  const link = mail.links.find((l) => l.includes('/auth/v1/verify'));
  if (!link) throw new Error(`mail "${mail.subject}" has no verify link`);
  return link;
};

/** Follows an e-mail link without a browser: returns the redirect target and its fragment. */
export async function followLink(
  link: string,
): Promise<{ location: URL; fragment: URLSearchParams }> {
  const res = await fetch(link, { redirect: 'manual' });
  if (res.status !== 303) throw new Error(`expected a redirect from ${link}, got ${res.status}`);
  const location = new URL(res.headers.get('location')!);
  return { location, fragment: new URLSearchParams(location.hash.slice(1)) };
}

export const DEMO = {
  admin: { email: 'admin@example.com', password: 'admin-demo-password' },
  support: { email: 'support@example.com', password: 'support-demo-password' },
  user: { email: 'user@example.com', password: 'user-demo-password' },
};

export async function signedInClient(
  email: string,
  password: string,
): Promise<{ client: SupabaseClient; session: Session }> {
  const client = anonClient();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw new Error(`sign-in of ${email} failed: ${error?.message}`);
  return { client, session: data.session };
}

/** Signs a fresh account up through the real confirmation mail and returns it signed in. */
export async function newConfirmedUser(label: string, password = 'correct-horse-battery') {
  const email = uniqueEmail(label);
  const client = anonClient();
  const { error } = await client.auth.signUp({
    email,
    password,
    options: { emailRedirectTo: `${stack.url}/auth/callback` },
  });
  if (error) throw error;
  const { fragment } = await followLink(verifyLinkOf(await latestMail(email)));
  const { data, error: sessionError } = await client.auth.setSession({
    access_token: fragment.get('access_token')!,
    refresh_token: fragment.get('refresh_token')!,
  });
  if (sessionError || !data.session || !data.user)
    throw new Error(`confirming ${email} failed: ${sessionError?.message}`);
  return { client, email, password, session: data.session, user: data.user };
}

/** Superuser access for arranging time (expiring codes) and checking what is stored. */
export async function withDatabase<T>(fn: (db: Client) => Promise<T>): Promise<T> {
  const db = new Client({ connectionString: stack.databaseUrl });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}
