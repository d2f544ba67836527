import { Hono } from 'hono';
import type { WebServiceRefusals } from '../gateway/web-service';
import { jsonBody } from './json-body';
import { createObjectHandlers, listSchema, removeSchema } from './object-handlers';
import { bucketId, objectKey } from './object-key';
import { requirePublicBucket } from './public-bucket';
import { requireCaller } from './require-caller';
import { decodedPath, routingPath } from './routing-path';
import type { StorageDeps, StorageEnv } from './storage-env';
import { StorageError, storageErrors } from './storage-errors';

/**
 * /storage/v1: the part of Supabase Storage's API that supabase-js uses for files: upload
 * (POST, with x-upsert), update (PUT), public and authenticated download, remove and list.
 *
 * Each line of the table shows who may call it: `caller` (the project's apikey; row-level
 * security on storage.objects then decides as the bearer token's role) or `publicBucket` (anyone,
 * for the files of a public bucket). `bucketId` and `objectKey` check the path's names, and
 * `jsonBody` the body, before any handler reads them.
 */
export function createStorageApp(deps: StorageDeps) {
  const app = new Hono<StorageEnv>({ getPath: routingPath });
  const caller = requireCaller(deps);
  const publicBucket = requirePublicBucket(deps.pool);
  const { download, list, upload, remove } = createObjectHandlers(deps);

  app.get('/object/public/:bucket/*', objectKey, publicBucket, download);
  app.get('/object/authenticated/:bucket/*', caller, objectKey, download);
  app.get('/object/:bucket/*', caller, objectKey, download);
  app.post('/object/list/:bucket', caller, bucketId, jsonBody(listSchema), list);
  app.post('/object/:bucket/*', caller, objectKey, upload('create'));
  app.put('/object/:bucket/*', caller, objectKey, upload('update'));
  app.delete('/object/:bucket', caller, bucketId, jsonBody(removeSchema), remove);

  // Under /object/ every path is some endpoint's: no line matching means the wrong method.
  app.notFound((c) => {
    const path = decodedPath(c.req.raw);
    return (
      path.startsWith('/object/')
        ? storageErrors.methodNotAllowed()
        : storageErrors.notFound(c.req.method, path)
    ).toResponse();
  });
  // Storage's refusals are its JSON answers; anything else is the gateway's 500, and its log's.
  app.onError((error) => {
    if (error instanceof StorageError) return error.toResponse();
    throw error;
  });
  return app;
}

/** The gateway's answers, in Storage's shape, for requests it refuses before the app sees them. */
export function storageRefusals(maxUploadBytes: number): WebServiceRefusals {
  return {
    // The cut is a little above the file limit (room for a form's envelope): name the file limit.
    tooLarge: () => storageErrors.tooLarge(maxUploadBytes).toResponse(),
    unsupportedMethod: () => storageErrors.methodNotAllowed().toResponse(),
    badRequest: () => storageErrors.invalidRequest('The request cannot be read').toResponse(),
  };
}
