import { storageErrors } from './storage-errors';

const BUCKET_ID = /^[a-z0-9][a-z0-9_.-]{0,62}$/;
/** Printable characters only; no backslashes and nothing that would read as a path trick. */
const isCleanSegment = (segment: string) =>
  !segment.includes('\\') &&
  [...segment].every((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f);

export function checkBucketId(id: string | undefined): string {
  if (!id || !BUCKET_ID.test(id)) throw storageErrors.bucketNotFound();
  return id;
}

/** An object name as Supabase Storage keys it: `folder/sub/file.png`, no empty or dot segments. */
export function checkObjectName(name: string): string {
  if (name.length === 0) throw storageErrors.invalidKey('the object name is empty');
  if (name.length > 1024) throw storageErrors.invalidKey('the object name is too long');
  const segments = name.split('/');
  for (const segment of segments) {
    if (segment === '' || segment === '.' || segment === '..' || !isCleanSegment(segment)) {
      throw storageErrors.invalidKey(name);
    }
  }
  return name;
}

/** Splits `/bucket/a/b.png` into the bucket id and the object name. */
export function splitBucketPath(path: string): { bucket: string; name: string } {
  const trimmed = path.replace(/^\/+/, '');
  const slash = trimmed.indexOf('/');
  if (slash === -1) return { bucket: checkBucketId(trimmed), name: '' };
  return { bucket: checkBucketId(trimmed.slice(0, slash)), name: trimmed.slice(slash + 1) };
}
