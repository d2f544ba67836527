import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Pool } from 'pg';
import { z } from 'zod';
import type { JwtKeys } from '../auth/jwt-keys';
import type { ApiKeys } from '../gateway/api-key';
import { PayloadTooLargeError, readBody } from '../gateway/body-limit';
import type { RouteContext } from '../gateway/create-gateway';
import { sendJson } from '../gateway/http-json';
import { normalizeImage } from './image-processing';
import {
  findBucket,
  listObjects,
  readObject,
  removeObjects,
  writeObject,
  type BucketRow,
  type StoredFile,
} from './object-store';
import { checkBucketId, checkObjectName, splitBucketPath } from './object-path';
import { resolveCaller } from './storage-caller';
import { StorageError, storageErrors } from './storage-errors';
import { readUpload } from './upload-body';

/** Longest side of stored pictures: avatars are shown small, anything else at most 1024 px. */
const IMAGE_MAX_SIDE: Record<string, number> = { avatars: 512 };
const DEFAULT_IMAGE_MAX_SIDE = 1024;

const removeSchema = z.object({
  prefixes: z
    .array(z.string().min(1).max(1024), { error: 'prefixes must be a list of object names' })
    .min(1, 'prefixes must name at least one object')
    .max(1000, 'at most 1000 objects at once'),
});

const listSchema = z.object({
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

function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: StoredFile,
  download: string | null,
) {
  const meta = file.object.metadata;
  const etag = typeof meta.eTag === 'string' ? meta.eTag : undefined;
  const headers: Record<string, string> = {
    'Content-Type': typeof meta.mimetype === 'string' ? meta.mimetype : 'application/octet-stream',
    'Content-Length': String(file.bytes.length),
    'Cache-Control': `public, max-age=${typeof meta.cacheControl === 'string' ? meta.cacheControl.replace(/\D/g, '') || '3600' : '3600'}`,
    'Last-Modified': file.object.updated_at.toUTCString(),
    // Stored files are data, never pages: nothing in them may run in the app's origin.
    'Content-Security-Policy':
      "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
    'X-Content-Type-Options': 'nosniff',
  };
  if (etag) headers.ETag = etag;
  if (download !== null) {
    const fileName = download || file.object.name.split('/').pop() || 'download';
    headers['Content-Disposition'] =
      `attachment; filename="${fileName.replace(/["\\\r\n]/g, '_')}"`;
  }
  if (etag && req.headers['if-none-match'] === etag) {
    res.writeHead(304, { ETag: etag, 'Cache-Control': headers['Cache-Control']! });
    res.end();
    return;
  }
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : file.bytes);
}

/**
 * /storage/v1: the part of Supabase Storage's API that supabase-js uses for files: upload
 * (POST, with x-upsert), update (PUT), public and authenticated download, remove and list.
 * Row-level security on storage.objects decides who may do what; image-only buckets store every
 * picture decoded, shrunk and re-encoded.
 */
export function createStorageRouter(opts: {
  pool: Pool;
  keys: JwtKeys;
  apiKeys: ApiKeys;
  bodyLimit: number;
}) {
  const upload = async (
    req: IncomingMessage,
    path: string,
    mode: 'create' | 'upsert' | 'update',
  ) => {
    const caller = await resolveCaller(req, opts.apiKeys, opts.keys, opts.pool);
    const { bucket: bucketId, name } = splitBucketPath(path);
    checkObjectName(name);
    const bucket = await findBucket(opts.pool, bucketId);
    const limit = Math.min(Number(bucket.file_size_limit ?? opts.bodyLimit), opts.bodyLimit);
    const file = await readUpload(req, opts.bodyLimit);
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
    const object = await writeObject(opts.pool, caller, {
      bucket: bucket.id,
      name,
      bytes,
      mimetype,
      cacheControl: file.cacheControl,
      mode,
    });
    return { Id: object.id, Key: `${bucket.id}/${object.name}` };
  };

  return async (req: IncomingMessage, res: ServerResponse, ctx: RouteContext): Promise<void> => {
    const method = req.method ?? 'GET';
    const path = ctx.subPath;
    try {
      if ((method === 'GET' || method === 'HEAD') && path.startsWith('/object/public/')) {
        req.resume();
        const { bucket: bucketId, name } = splitBucketPath(path.slice('/object/public'.length));
        checkObjectName(name);
        const bucket = await findBucket(opts.pool, bucketId);
        if (!bucket.public) throw storageErrors.bucketNotFound();
        sendFile(
          req,
          res,
          await readObject(opts.pool, 'public', bucket.id, name),
          ctx.query.get('download'),
        );
        return;
      }
      if ((method === 'GET' || method === 'HEAD') && path.startsWith('/object/')) {
        req.resume();
        const rest = path.startsWith('/object/authenticated/')
          ? path.slice('/object/authenticated'.length)
          : path.slice('/object'.length);
        const caller = await resolveCaller(req, opts.apiKeys, opts.keys, opts.pool);
        const { bucket, name } = splitBucketPath(rest);
        checkObjectName(name);
        sendFile(
          req,
          res,
          await readObject(opts.pool, caller, bucket, name),
          ctx.query.get('download'),
        );
        return;
      }
      if (method === 'POST' && path.startsWith('/object/list/')) {
        const caller = await resolveCaller(req, opts.apiKeys, opts.keys, opts.pool);
        const bucket = checkBucketId(path.slice('/object/list/'.length));
        const body = listSchema.safeParse(await readJson(req));
        if (!body.success) throw storageErrors.invalidRequest(body.error.issues[0]!.message);
        await findBucket(opts.pool, bucket);
        const entries = await listObjects(opts.pool, caller, bucket, {
          prefix: body.data.prefix,
          limit: body.data.limit,
          offset: body.data.offset,
          search: body.data.search,
          sortColumn: body.data.sortBy.column,
          ascending: body.data.sortBy.order === 'asc',
        });
        sendJson(res, 200, entries);
        return;
      }
      if ((method === 'POST' || method === 'PUT') && path.startsWith('/object/')) {
        const upsert = String(req.headers['x-upsert'] ?? '').toLowerCase() === 'true';
        const mode = method === 'PUT' ? 'update' : upsert ? 'upsert' : 'create';
        sendJson(res, 200, await upload(req, path.slice('/object'.length), mode));
        return;
      }
      if (method === 'DELETE' && /^\/object\/[^/]+\/?$/.test(path)) {
        const caller = await resolveCaller(req, opts.apiKeys, opts.keys, opts.pool);
        const bucket = checkBucketId(path.split('/')[2]);
        const body = removeSchema.safeParse(await readJson(req));
        if (!body.success) throw storageErrors.invalidRequest(body.error.issues[0]!.message);
        const removed = await removeObjects(opts.pool, caller, bucket, body.data.prefixes);
        sendJson(
          res,
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
        return;
      }
      req.resume();
      throw path.startsWith('/object/')
        ? storageErrors.methodNotAllowed()
        : storageErrors.notFound(method, path);
    } catch (error) {
      const apiError =
        error instanceof StorageError
          ? error
          : error instanceof PayloadTooLargeError
            ? storageErrors.tooLarge(opts.bodyLimit)
            : undefined;
      if (!apiError) throw error;
      req.resume();
      sendJson(res, apiError.status, apiError.toBody());
    }
  };

  async function readJson(req: IncomingMessage): Promise<unknown> {
    const raw = await readBody(req, 64 * 1024);
    try {
      return raw.length === 0 ? {} : (JSON.parse(raw.toString('utf8')) as unknown);
    } catch {
      throw storageErrors.invalidRequest('The request body must be valid JSON');
    }
  }
}
