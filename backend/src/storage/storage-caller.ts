import type { IncomingMessage } from 'node:http';
import type { Pool } from 'pg';
import { z } from 'zod';
import type { JwtKeys } from '../auth/jwt-keys';
import { checkApiKey, type ApiKeys } from '../gateway/api-key';
import { StorageError, storageErrors } from './storage-errors';

/** Who is asking, as the database's row-level security will see them. */
export interface StorageCaller {
  role: 'anon' | 'authenticated' | 'service_role';
  claims: Record<string, unknown>;
  userId: string | null;
}

const claimsSchema = z.object({
  role: z.enum(['anon', 'authenticated', 'service_role']),
  sub: z.uuid().optional(),
  session_id: z.uuid().optional(),
  aal: z.string().optional(),
});

/**
 * A user's token counts only while its account and session exist, and, once the account has a
 * verified second factor, only if it passed it (aal2): the rule row-level security applies to
 * every table, answered here with the code clients understand.
 */
async function checkAccount(
  pool: Pool,
  userId: string,
  sessionId: string | undefined,
  aal: string | undefined,
): Promise<void> {
  const { rows } = await pool.query<{ active: boolean; has_verified_factor: boolean }>(
    `select exists (select 1 from auth.users u where u.id = $1)
          and ($2::uuid is null or exists (select 1 from auth.sessions s where s.id = $2::uuid)) as active,
       exists (select 1 from auth.mfa_factors f where f.user_id = $1 and f.status = 'verified') as has_verified_factor`,
    [userId, sessionId ?? null],
  );
  if (!rows[0]?.active) throw storageErrors.invalidJwt('the session has ended');
  if (rows[0].has_verified_factor && aal !== 'aal2') throw storageErrors.insufficientAal();
}

/**
 * The gateway's key check, on a Request. It reads no more than the `apikey` header and the query
 * string, so those two are all it is given.
 */
function checkRequestApiKey(request: Request, apiKeys: ApiKeys) {
  const { pathname, search } = new URL(request.url);
  const seen: Pick<IncomingMessage, 'headers' | 'url'> = {
    headers: { apikey: request.headers.get('apikey') ?? undefined },
    url: `${pathname}${search}`,
  };
  return checkApiKey(seen, apiKeys);
}

/** The apikey must be the project's; the bearer token (else the apikey itself) says who acts. */
export async function resolveCaller(
  request: Request,
  apiKeys: ApiKeys,
  keys: JwtKeys,
  pool: Pool,
): Promise<StorageCaller> {
  const key = checkRequestApiKey(request, apiKeys);
  if (!key.ok) throw new StorageError(401, 'Unauthorized', key.body.message);
  const header = request.headers.get('authorization');
  const bearer = header === null ? undefined : /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  let payload: unknown;
  try {
    payload = await keys.verify(bearer ?? key.key);
  } catch (error) {
    const expired = error instanceof Error && /exp/.test(error.message);
    throw storageErrors.invalidJwt(expired ? 'jwt expired' : 'invalid signature');
  }
  const claims = claimsSchema.safeParse(payload);
  if (!claims.success) throw storageErrors.invalidJwt('the token has no usable role');
  if (claims.data.role === 'authenticated') {
    if (!claims.data.sub) throw storageErrors.invalidJwt('the token has no subject');
    await checkAccount(pool, claims.data.sub, claims.data.session_id, claims.data.aal);
  }
  return {
    role: claims.data.role,
    claims: payload as Record<string, unknown>,
    userId: claims.data.role === 'authenticated' ? (claims.data.sub ?? null) : null,
  };
}
