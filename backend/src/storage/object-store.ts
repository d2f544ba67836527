import { createHash } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import type { StorageCaller } from './storage-caller';
import { storageErrors, type StorageError } from './storage-errors';

export interface BucketRow {
  id: string;
  public: boolean;
  file_size_limit: string | null;
  allowed_mime_types: string[] | null;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  metadata: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
}

export interface StoredFile {
  object: ObjectRow;
  bytes: Buffer;
}

/** Maps what PostgreSQL says about a refused row to Storage's answers. */
function fromDatabaseError(error: unknown): StorageError | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === '42501') return storageErrors.unauthorized();
  if (code === '23505') return storageErrors.duplicate();
  if (typeof code === 'string' && code.startsWith('22')) {
    return storageErrors.invalidRequest('The request contains a value the server cannot store');
  }
  return undefined;
}

/**
 * Runs `work` in a transaction whose statements on storage.objects are checked by row-level
 * security as the caller (the same policies hosted Supabase Storage applies). `asOwner` switches
 * back to the service's own role for the bytes, which no API role can reach directly.
 */
async function asCaller<T>(
  pool: Pool,
  caller: StorageCaller,
  work: (db: PoolClient, asOwner: () => Promise<void>) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(`select set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify(caller.claims),
    ]);
    await client.query(`set local role ${caller.role}`);
    const result = await work(client, async () => {
      await client.query('reset role');
    });
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw fromDatabaseError(error) ?? error;
  } finally {
    client.release();
  }
}

export async function findBucket(pool: Pool, id: string): Promise<BucketRow> {
  const { rows } = await pool.query<BucketRow>(
    'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
    [id],
  );
  if (!rows[0]) throw storageErrors.bucketNotFound();
  return rows[0];
}

export async function writeObject(
  pool: Pool,
  caller: StorageCaller,
  input: {
    bucket: string;
    name: string;
    bytes: Buffer;
    mimetype: string;
    cacheControl: string;
    mode: 'create' | 'upsert' | 'update';
  },
): Promise<ObjectRow> {
  const metadata = {
    eTag: `"${createHash('md5').update(input.bytes).digest('hex')}"`,
    size: input.bytes.length,
    mimetype: input.mimetype,
    cacheControl: input.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: input.bytes.length,
    httpStatusCode: 200,
  };
  return asCaller(pool, caller, async (db, asOwner) => {
    const values = [input.bucket, input.name, caller.userId, metadata];
    const sql =
      input.mode === 'update'
        ? `update storage.objects set metadata = $4, owner = coalesce($3::uuid, owner), owner_id = coalesce($3::uuid::text, owner_id),
             updated_at = now(), last_accessed_at = now()
           where bucket_id = $1 and name = $2 returning *`
        : `insert into storage.objects (bucket_id, name, owner, owner_id, metadata) values ($1, $2, $3::uuid, $3::uuid::text, $4)
           ${input.mode === 'upsert' ? `on conflict (bucket_id, name) do update set metadata = excluded.metadata, owner = excluded.owner, owner_id = excluded.owner_id, updated_at = now(), last_accessed_at = now()` : ''}
           returning *`;
    const { rows } = await db.query<ObjectRow>(sql, values);
    const object = rows[0];
    if (!object) throw storageErrors.objectNotFound();
    await asOwner();
    await db.query(
      `insert into storage.object_data (object_id, bytes) values ($1, $2)
       on conflict (object_id) do update set bytes = excluded.bytes`,
      [object.id, input.bytes],
    );
    return object;
  });
}

/** Reads a file; a public bucket serves anyone, otherwise the caller's select policy decides. */
export async function readObject(
  pool: Pool,
  caller: StorageCaller | 'public',
  bucket: string,
  name: string,
): Promise<StoredFile> {
  const read = async (db: Pool | PoolClient, asOwner: () => Promise<void>) => {
    const { rows } = await db.query<ObjectRow>(
      'select * from storage.objects where bucket_id = $1 and name = $2',
      [bucket, name],
    );
    const object = rows[0];
    if (!object) throw storageErrors.objectNotFound();
    await asOwner();
    const data = await db.query<{ bytes: Buffer }>(
      'select bytes from storage.object_data where object_id = $1',
      [object.id],
    );
    if (!data.rows[0]) throw storageErrors.objectNotFound();
    return { object, bytes: data.rows[0].bytes };
  };
  if (caller === 'public') return read(pool, async () => undefined);
  return asCaller(pool, caller, read);
}

/** Deletes the named files the caller may delete; the others are silently left, as Storage does. */
export async function removeObjects(
  pool: Pool,
  caller: StorageCaller,
  bucket: string,
  names: string[],
): Promise<ObjectRow[]> {
  return asCaller(pool, caller, async (db) => {
    const { rows } = await db.query<ObjectRow>(
      'delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning *',
      [bucket, names],
    );
    return rows;
  });
}

export interface ListOptions {
  prefix: string;
  limit: number;
  offset: number;
  search: string;
  sortColumn: 'name' | 'created_at' | 'updated_at' | 'last_accessed_at';
  ascending: boolean;
}

/** One folder level, like storage.search: files below the prefix, and sub-folders as names only. */
export async function listObjects(
  pool: Pool,
  caller: StorageCaller,
  bucket: string,
  options: ListOptions,
) {
  const prefix =
    options.prefix && !options.prefix.endsWith('/') ? `${options.prefix}/` : options.prefix;
  return asCaller(pool, caller, async (db) => {
    const { rows } = await db.query<{
      name: string;
      is_folder: boolean;
      id: string | null;
      created_at: Date | null;
      updated_at: Date | null;
      last_accessed_at: Date | null;
      metadata: Record<string, unknown> | null;
    }>(
      `with below as (
         select o.*, substr(o.name, char_length($2) + 1) as rest
         from storage.objects o
         where o.bucket_id = $1 and starts_with(o.name, $2)
       ), entries as (
         select distinct on (entry_name) entry_name as name, is_folder,
           case when is_folder then null else id end as id,
           case when is_folder then null else created_at end as created_at,
           case when is_folder then null else updated_at end as updated_at,
           case when is_folder then null else last_accessed_at end as last_accessed_at,
           case when is_folder then null else metadata end as metadata
         from (select split_part(rest, '/', 1) as entry_name, position('/' in rest) > 0 as is_folder, *
               from below) b
         where $3 = '' or entry_name ilike '%' || $3 || '%'
         order by entry_name, is_folder desc
       )
       select * from entries
       order by ${options.sortColumn === 'name' ? 'name' : `${options.sortColumn} nulls first, name`} ${options.ascending ? 'asc' : 'desc'}
       limit $4 offset $5`,
      [bucket, prefix, options.search.replace(/[%_\\]/g, '\\$&'), options.limit, options.offset],
    );
    return rows.map((r) => ({
      name: r.name,
      id: r.id,
      created_at: r.created_at?.toISOString() ?? null,
      updated_at: r.updated_at?.toISOString() ?? null,
      last_accessed_at: r.last_accessed_at?.toISOString() ?? null,
      metadata: r.metadata,
    }));
  });
}
