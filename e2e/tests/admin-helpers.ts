import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { APIRequestContext, Page } from '@playwright/test';
import WebSocket from 'ws';
import { expect, signIn } from '../fixtures/test';

/** supabase-js as the service role, for arranging data and reading what the app stored. */
export function serviceClient(): SupabaseClient {
  return createClient(process.env.E2E_BASE_URL!, process.env.E2E_SERVICE_ROLE_KEY!, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}

function anonClient(): SupabaseClient {
  return createClient(process.env.E2E_BASE_URL!, process.env.E2E_ANON_KEY!, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

export const uniqueLabel = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A toast raised by the admin pages (they share the shell's one queue). */
export const adminToast = (page: Page, title: string) =>
  page
    .getByRole('region', { name: 'Notifications' })
    .locator('[role=status],[role=alert]')
    .filter({ hasText: title });

interface DevMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

export async function waitForMail(
  request: APIRequestContext,
  to: string,
  match: (mail: DevMail) => boolean,
): Promise<DevMail> {
  let found: DevMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/_dev/mail?to=${encodeURIComponent(to)}`);
        found = ((await response.json()) as DevMail[]).find(match);
        return Boolean(found);
      },
      { timeout: 15_000, message: `a mail to ${to}` },
    )
    .toBe(true);
  return found!;
}

/**
 * A confirmed account made through the real sign-up and confirmation mail, signed in through
 * supabase-js, so a test can add data in its own name.
 */
export async function confirmedUserClient(
  request: APIRequestContext,
): Promise<{ client: SupabaseClient; id: string }> {
  const email = `analytics-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const client = anonClient();
  const { error } = await client.auth.signUp({ email, password: 'e2e-analytics-password' });
  if (error) throw new Error(`sign-up failed: ${error.message}`);
  const mail = await waitForMail(request, email, (m) =>
    m.links.some((l) => l.includes('/auth/v1/verify')),
  );
  const verify = await fetch(
    mail.links.find((l) => l.includes('/auth/v1/verify'))!,
    { redirect: 'manual' },
  );
  const fragment = new URLSearchParams(new URL(verify.headers.get('location')!).hash.slice(1));
  const { data, error: sessionError } = await client.auth.setSession({
    access_token: fragment.get('access_token')!,
    refresh_token: fragment.get('refresh_token')!,
  });
  if (sessionError || !data.user) throw new Error(`confirmation failed: ${sessionError?.message}`);
  return { client, id: data.user.id };
}

/** Signs in through the login form and waits until the session is in place. */
export async function signInAs(
  page: Page,
  user: { email: string; password: string },
): Promise<void> {
  await signIn(page, user);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible({ timeout: 20_000 });
}
