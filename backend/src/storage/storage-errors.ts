import { storageJson } from './storage-json';

/**
 * Errors in Supabase Storage's shape, `{statusCode, code, error, message}`: storage-js reads
 * `message`, the HTTP status and `code`.
 */
export class StorageError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }

  toBody() {
    return {
      statusCode: String(this.status),
      code: this.code,
      error: this.code,
      message: this.message,
    };
  }

  toResponse(): Response {
    return storageJson(this.status, this.toBody());
  }
}

export const storageErrors = {
  invalidKey: (detail: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${detail}`),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', message),
  unauthorized: (message = 'new row violates row-level security policy') =>
    new StorageError(403, 'Unauthorized', message),
  invalidJwt: (message: string) => new StorageError(400, 'InvalidJWT', message),
  insufficientAal: () =>
    new StorageError(
      403,
      'insufficient_aal',
      'AAL2 required - complete two-step verification to continue',
    ),
  bucketNotFound: () => new StorageError(404, 'Bucket not found', 'Bucket not found'),
  objectNotFound: () => new StorageError(404, 'not_found', 'Object not found'),
  duplicate: () => new StorageError(409, 'Duplicate', 'The resource already exists'),
  tooLarge: (limit: number) =>
    new StorageError(
      413,
      'Payload too large',
      `The object exceeded the maximum allowed size of ${formatBytes(limit)}`,
    ),
  notAnImage: () => new StorageError(415, 'invalid_mime_type', 'Only image files are allowed'),
  mimeNotAllowed: (type: string) =>
    new StorageError(415, 'invalid_mime_type', `mime type ${type} is not supported`),
  methodNotAllowed: () => new StorageError(405, 'method_not_allowed', 'Method not allowed'),
  notFound: (method: string, path: string) =>
    new StorageError(404, 'not_found', `No storage endpoint ${method} ${path}`),
};

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}
