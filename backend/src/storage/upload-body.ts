import type { IncomingMessage } from 'node:http';
import { readBody } from '../gateway/body-limit';
import { storageErrors } from './storage-errors';

export interface UploadedFile {
  bytes: Buffer;
  contentType: string;
  cacheControl: string;
}

const DEFAULT_CACHE_CONTROL = '3600';

const cacheSeconds = (value: string | null | undefined) => {
  const digits = /(\d{1,9})/.exec(value ?? '')?.[1];
  return digits ?? DEFAULT_CACHE_CONTROL;
};

/**
 * supabase-js sends a Blob or File as multipart form data (the file in an unnamed field, plus
 * `cacheControl`), and anything else (ArrayBuffer, stream) as the raw body with its content type.
 */
export async function readUpload(req: IncomingMessage, limit: number): Promise<UploadedFile> {
  const raw = await readBody(req, limit + 64 * 1024);
  const type = String(req.headers['content-type'] ?? 'application/octet-stream');
  if (!/^multipart\/form-data/i.test(type)) {
    if (raw.length > limit)
      return { bytes: raw, contentType: type, cacheControl: DEFAULT_CACHE_CONTROL };
    return {
      bytes: raw,
      contentType: type.split(';')[0]!.trim().toLowerCase(),
      cacheControl: cacheSeconds(String(req.headers['cache-control'] ?? '')),
    };
  }
  let form: FormData;
  try {
    form = await new Request('http://storage.local/', {
      method: 'POST',
      headers: { 'content-type': type },
      body: new Uint8Array(raw),
    }).formData();
  } catch {
    throw storageErrors.invalidRequest('The multipart body could not be read');
  }
  let file: Blob | undefined;
  form.forEach((value) => {
    if (!file && typeof value !== 'string') file = value;
  });
  if (!file) throw storageErrors.invalidRequest('The form contains no file');
  const cacheControl = form.get('cacheControl');
  return {
    bytes: Buffer.from(await file.arrayBuffer()),
    contentType: (file.type || 'application/octet-stream').split(';')[0]!.trim().toLowerCase(),
    cacheControl: cacheSeconds(typeof cacheControl === 'string' ? cacheControl : undefined),
  };
}
