import type { Handler } from 'hono';
import { z } from 'zod';
import { fileResponse } from './file-response';
import { normalizeImage } from './image-processing';
import {
  findBucket,
  listObjects,
  readObject,
  removeObjects,
  writeObject,
  type BucketRow,
} from './object-store';
import { readUpload } from './upload-body';
import { fromMiddleware, type StorageDeps, type StorageEnv, type WithBody } from './storage-env';
import { storageErrors } from './storage-errors';
import { storageJson } from './storage-json';

/** Longest side of stored pictures: avatars are shown small, anything else at most 1024 px. */
const IMAGE_MAX_SIDE: Record<string, number> = { avatars: 512 };
const DEFAULT_IMAGE_MAX_SIDE = 1024;

export const removeSchema = z.object({
  prefixes: z
    .array(z.string().min(1).max(1024), { error: 'prefixes must be a list of object names' })
    .min(1, 'prefixes must name at least one object')
    .max(1000, 'at most 1000 objects at once'),
});

export const listSchema = z.object({
  prefix: z.string().max(1024).default(''),
  limit: z.number().int().min(1).max(1000).default(100),
  offset: z.number().int().min(0).max(1_000_000).default(0),
  search: z.string().max(200).default(''),
  sortBy: z
    .object({
      column: z.enum(['name', 'created_at', 'updated_at', 'last_accessed_at']).default('name'),
      order: z.enum(['asc', 'desc']).default('asc'),
    })
    .default({ column: 'name', order: 'asc' }),
});

const isImageOnly = (bucket: BucketRow) =>
  Boolean(bucket.allowed_mime_types?.length) &&
  bucket.allowed_mime_types!.every((type) => type.startsWith('image/'));

function mimeAllowed(bucket: BucketRow, type: string): boolean {
  const allowed = bucket.allowed_mime_types;
  if (!allowed || allowed.length === 0) return true;
  return allowed.some((pattern) =>
    pattern.endsWith('/*') ? type.startsWith(pattern.slice(0, -1)) : type === pattern,
  );
}

/**
 * The object routes' handlers. Each reads what its route's middleware checked (`fromMiddleware`),
 * and row-level security on storage.objects decides what the caller may do with it.
 */
export function createObjectHandlers(deps: StorageDeps) {
  const { pool } = deps;

  /** A public bucket's file as the service reads it, any other as the caller may read it. */
  const download: Handler<StorageEnv> = async (c) => {
    const key = fromMiddleware(c, 'key');
    const bucket = c.get('publicBucket');
    const file = bucket
      ? await readObject(pool, 'public', bucket.id, key.name)
      : await readObject(pool, fromMiddleware(c, 'caller'), key.bucket, key.name);
    return fileResponse(c.req.raw, file, new URL(c.req.url).searchParams.get('download'));
  };

  const list: Handler<WithBody<z.output<typeof listSchema>>> = async (c) => {
    const bucket = fromMiddleware(c, 'bucketId');
    const { body } = c.var;
    await findBucket(pool, bucket);
    const entries = await listObjects(pool, fromMiddleware(c, 'caller'), bucket, {
      prefix: body.prefix,
      limit: body.limit,
      offset: body.offset,
      search: body.search,
      sortColumn: body.sortBy.column,
      ascending: body.sortBy.order === 'asc',
    });
    return storageJson(200, entries);
  };

  /**
   * `create` adds a file, or replaces it when the client sends `x-upsert: true` (storage-js's
   * `upsert` option); `update` replaces one that exists. Image-only buckets store each picture
   * decoded, shrunk and re-encoded, whatever type it claimed.
   */
  const upload =
    (mode: 'create' | 'update'): Handler<StorageEnv> =>
    async (c) => {
      const caller = fromMiddleware(c, 'caller');
      const key = fromMiddleware(c, 'key');
      const upsert = (c.req.header('x-upsert') ?? '').toLowerCase() === 'true';
      const bucket = await findBucket(pool, key.bucket);
      const limit = Math.min(
        Number(bucket.file_size_limit ?? deps.maxUploadBytes),
        deps.maxUploadBytes,
      );
      const file = await readUpload(c.req.raw);
      if (file.bytes.length > limit) throw storageErrors.tooLarge(limit);
      if (file.bytes.length === 0) throw storageErrors.invalidRequest('The file is empty');
      let bytes = file.bytes;
      let mimetype = file.contentType;
      if (isImageOnly(bucket)) {
        if (!mimetype.startsWith('image/')) throw storageErrors.notAnImage();
        const image = await normalizeImage(
          bytes,
          IMAGE_MAX_SIDE[bucket.id] ?? DEFAULT_IMAGE_MAX_SIDE,
        );
        if (!image) throw storageErrors.notAnImage();
        bytes = image.bytes;
        mimetype = image.mimetype;
      }
      if (!mimeAllowed(bucket, mimetype)) throw storageErrors.mimeNotAllowed(mimetype);
      const object = await writeObject(pool, caller, {
        bucket: bucket.id,
        name: key.name,
        bytes,
        mimetype,
        cacheControl: file.cacheControl,
        mode: mode === 'update' ? 'update' : upsert ? 'upsert' : 'create',
      });
      return storageJson(200, { Id: object.id, Key: `${bucket.id}/${object.name}` });
    };

  /** Deletes the named files the caller may delete; the others are silently left, as Storage does. */
  const remove: Handler<WithBody<z.output<typeof removeSchema>>> = async (c) => {
    const removed = await removeObjects(
      pool,
      fromMiddleware(c, 'caller'),
      fromMiddleware(c, 'bucketId'),
      c.var.body.prefixes,
    );
    return storageJson(
      200,
      removed.map((o) => ({
        name: o.name,
        bucket_id: o.bucket_id,
        id: o.id,
        owner: o.owner,
        metadata: o.metadata,
        created_at: o.created_at.toISOString(),
        updated_at: o.updated_at.toISOString(),
        last_accessed_at: o.last_accessed_at.toISOString(),
      })),
    );
  };

  return { download, list, upload, remove };
}
