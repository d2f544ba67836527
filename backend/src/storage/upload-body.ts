import { storageErrors } from './storage-errors';

export interface UploadedFile {
  bytes: Buffer;
  contentType: string;
  cacheControl: string;
}

const DEFAULT_CACHE_CONTROL = '3600';

/** Room for the multipart envelope (boundaries, part headers, `cacheControl`) around a file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * The most an upload request may carry for a file of `maxFileBytes`: the gateway cuts the body
 * there, and a file within it is measured against its bucket's limit once read.
 */
export const uploadBodyLimit = (maxFileBytes: number) => maxFileBytes + FORM_OVERHEAD_BYTES;

const cacheSeconds = (value: string | null | undefined) => {
  const digits = /(\d{1,9})/.exec(value ?? '')?.[1];
  return digits ?? DEFAULT_CACHE_CONTROL;
};

/**
 * supabase-js sends a Blob or File as multipart form data (the file in an unnamed field, plus
 * `cacheControl`), and anything else (ArrayBuffer, stream) as the raw body with its content type.
 * The body's size is the gateway's to cap (`uploadBodyLimit`); a body it cut fails to read here.
 */
export async function readUpload(request: Request): Promise<UploadedFile> {
  const type = request.headers.get('content-type') ?? 'application/octet-stream';
  if (!/^multipart\/form-data/i.test(type)) {
    return {
      bytes: Buffer.from(await request.arrayBuffer()),
      contentType: type.split(';')[0]!.trim().toLowerCase(),
      cacheControl: cacheSeconds(request.headers.get('cache-control')),
    };
  }
  let form: FormData;
  try {
    form = await request.formData();
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
