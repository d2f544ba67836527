import type { IncomingMessage } from 'node:http';
import { timingSafeEqual } from 'node:crypto';

export interface ApiKeys {
  anonKey: string;
  serviceRoleKey: string;
}

export type ApiKeyCheck =
  | { ok: true; key: string; role: 'anon' | 'service_role' }
  | { ok: false; status: 401; body: { message: string; hint: string } };

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Reads the `apikey` header (or `apikey` query parameter, used by WebSockets) as Supabase's gateway does. */
export function checkApiKey(
  req: Pick<IncomingMessage, 'headers' | 'url'>,
  keys: ApiKeys,
): ApiKeyCheck {
  let key = req.headers.apikey;
  if (Array.isArray(key)) key = key[0];
  if (!key) {
    const query = (req.url ?? '').split('?')[1];
    key = query ? (new URLSearchParams(query).get('apikey') ?? undefined) : undefined;
  }
  if (!key) {
    return {
      ok: false,
      status: 401,
      body: {
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      },
    };
  }
  if (same(key, keys.anonKey)) return { ok: true, key, role: 'anon' };
  if (same(key, keys.serviceRoleKey)) return { ok: true, key, role: 'service_role' };
  return {
    ok: false,
    status: 401,
    body: {
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    },
  };
}
