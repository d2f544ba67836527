import type { Pool } from 'pg';
import { findBucket } from './object-store';
import { fromMiddleware, type StorageMiddleware } from './storage-env';
import { storageErrors } from './storage-errors';

/**
 * A public bucket's files are anyone's to read, with no apikey, as on Supabase: a public URL must
 * work in an <img>. They are read as the service itself, past row-level security, so the bucket
 * must really be public; one that is not answers as if it did not exist.
 */
export function requirePublicBucket(pool: Pool): StorageMiddleware {
  return async (c, next) => {
    const bucket = await findBucket(pool, fromMiddleware(c, 'key').bucket);
    if (!bucket.public) throw storageErrors.bucketNotFound();
    c.set('publicBucket', bucket);
    await next();
  };
}
