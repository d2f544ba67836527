import type { StoredFile } from './object-store';

/**
 * A stored file as Storage serves it: its type, cache lifetime and ETag (an unchanged file is a
 * 304), and as an attachment when `?download` asks for one (`?download=name` names it).
 */
export function fileResponse(request: Request, file: StoredFile, download: string | null) {
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
  if (etag && request.headers.get('if-none-match') === etag) {
    return new Response(null, {
      status: 304,
      headers: { ETag: etag, 'Cache-Control': headers['Cache-Control']! },
    });
  }
  // HEAD gets the same headers: Hono answers it from this GET answer, without the body.
  return new Response(new Uint8Array(file.bytes), { status: 200, headers });
}
