import type { IncomingMessage } from 'node:http';
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
});

/** The apikey must be the project's; the bearer token (else the apikey itself) says who acts. */
export async function resolveCaller(
  req: IncomingMessage,
  apiKeys: ApiKeys,
  keys: JwtKeys,
): Promise<StorageCaller> {
  const key = checkApiKey(req, apiKeys);
  if (!key.ok) throw new StorageError(401, 'Unauthorized', key.body.message);
  const header = req.headers.authorization;
  const bearer = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
  let payload: unknown;
  try {
    payload = await keys.verify(bearer ?? key.key);
  } catch (error) {
    const expired = error instanceof Error && /exp/.test(error.message);
    throw storageErrors.invalidJwt(expired ? 'jwt expired' : 'invalid signature');
  }
  const claims = claimsSchema.safeParse(payload);
  if (!claims.success) throw storageErrors.invalidJwt('the token has no usable role');
  if (claims.data.role === 'authenticated' && !claims.data.sub) {
    throw storageErrors.invalidJwt('the token has no subject');
  }
  return {
    role: claims.data.role,
    claims: payload as Record<string, unknown>,
    userId: claims.data.role === 'authenticated' ? (claims.data.sub ?? null) : null,
  };
}
