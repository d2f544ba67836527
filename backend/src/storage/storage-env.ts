import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Pool } from 'pg';
import type { JwtKeys } from '../auth/jwt-keys';
import type { ApiKeys } from '../gateway/api-key';
import type { NodeBindings } from '../gateway/web-service';
import type { BucketRow } from './object-store';
import type { StorageCaller } from './storage-caller';

export interface StorageDeps {
  pool: Pool;
  keys: JwtKeys;
  apiKeys: ApiKeys;
  /** Largest file the service stores; each bucket may set a lower limit. */
  maxUploadBytes: number;
}

/** An object's address, checked as Storage keys it. */
export interface ObjectKey {
  bucket: string;
  name: string;
}

/** What the storage middleware leave for the handlers; each value is set by one middleware. */
export interface StorageEnv {
  Bindings: NodeBindings;
  Variables: {
    caller?: StorageCaller;
    bucketId?: string;
    key?: ObjectKey;
    publicBucket?: BucketRow;
  };
}

/** The env of a route whose `jsonBody` middleware left a checked body of type T. */
export type WithBody<T> = StorageEnv & { Variables: { body: T } };

export type StorageMiddleware = MiddlewareHandler<StorageEnv>;

/**
 * A value a middleware of the route sets. Without it the route table lacks that middleware: our
 * mistake, answered 500, which must never pass for an anonymous or a public request.
 */
export function fromMiddleware<E extends StorageEnv, K extends keyof StorageEnv['Variables']>(
  c: Context<E>,
  name: K,
): NonNullable<E['Variables'][K]> {
  const value = c.get(name);
  if (value === undefined)
    throw new Error(`${routePath(c)} runs without the middleware that sets ${name}`);
  return value;
}
