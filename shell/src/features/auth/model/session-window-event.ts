import * as z from 'zod/mini';

/**
 * `astro:session` — a `CustomEvent` dispatched on `window` by a host that already holds a session
 * (the iOS app's web view, an embedding page on our origin) to sign the app in without a form:
 *
 * ```js
 * window.dispatchEvent(new CustomEvent('astro:session', {
 *   detail: { access_token: '<jwt>', refresh_token: '<token>' },
 * }));
 * ```
 *
 * The detail is validated; the tokens are handed to supabase-js `setSession`, which checks them
 * with the auth server before anything is stored.
 */
export const SESSION_EVENT_NAME = 'astro:session';

export const sessionEventDetailSchema = z.object({
  access_token: z.string().check(z.minLength(20, 'access_token is missing or too short'), z.maxLength(8192)),
  refresh_token: z.string().check(z.minLength(1, 'refresh_token is missing'), z.maxLength(2048)),
});

export type SessionEventDetail = z.infer<typeof sessionEventDetailSchema>;

export type SessionEventResult = { ok: true; detail: SessionEventDetail } | { ok: false; message: string };

export function parseSessionEvent(event: Event): SessionEventResult {
  const detail = (event as CustomEvent<unknown>).detail;
  const parsed = sessionEventDetailSchema.safeParse(detail);
  if (parsed.success) return { ok: true, detail: parsed.data };
  return { ok: false, message: `Invalid ${SESSION_EVENT_NAME} event: ${parsed.error.issues[0]?.message ?? 'bad detail'}` };
}

/** Listens for the event; returns the function that stops listening. */
export function listenForSessionEvents(
  apply: (detail: SessionEventDetail) => Promise<void>,
  reject: (message: string) => void,
  target: EventTarget = window,
): () => void {
  const handler = (event: Event) => {
    const result = parseSessionEvent(event);
    if (result.ok) void apply(result.detail);
    else reject(result.message);
  };
  target.addEventListener(SESSION_EVENT_NAME, handler);
  return () => target.removeEventListener(SESSION_EVENT_NAME, handler);
}
