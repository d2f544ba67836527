import type { IncomingMessage } from 'node:http';
import { timingSafeEqual } from 'node:crypto';

export interface ApiKeys {
  anonKey: string;
  serviceRoleKey: string;
}

export type ApiKeyCheck =
  | { ok: true; key: string; role: 'anon' | 'service_role' }
  | { ok: false; status: 401; body: { message: string; hint: string } };

interface KeyBytes {
  anonKey: string;
  serviceRoleKey: string;
  anon: Buffer;
  serviceRole: Buffer;
}

/** The keys' bytes, made once per key set: the check runs on every API request. */
const keyBytes = new WeakMap<ApiKeys, KeyBytes>();

const bytesOf = (keys: ApiKeys): KeyBytes => {
  let bytes = keyBytes.get(keys);
  if (bytes?.anonKey !== keys.anonKey || bytes.serviceRoleKey !== keys.serviceRoleKey) {
    bytes = {
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey,
      anon: Buffer.from(keys.anonKey),
      serviceRole: Buffer.from(keys.serviceRoleKey),
    };
    keyBytes.set(keys, bytes);
  }
  return bytes;
};

const same = (x: Buffer, y: Buffer) => x.length === y.length && timingSafeEqual(x, y);

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
  const given = Buffer.from(key);
  const known = bytesOf(keys);
  if (same(given, known.anon)) return { ok: true, key, role: 'anon' };
  if (same(given, known.serviceRole)) return { ok: true, key, role: 'service_role' };
  return {
    ok: false,
    status: 401,
    body: {
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    },
  };
}
