import { routePath } from 'hono/route';
import { checkBucketId, checkObjectName } from './object-path';
import { unescapeSegment } from './routing-path';
import type { StorageMiddleware } from './storage-env';

/** `:bucket`, checked before anything looks it up. */
export const bucketId: StorageMiddleware = async (c, next) => {
  c.set('bucketId', checkBucketId(c.req.param('bucket')));
  await next();
};

/**
 * `:bucket` and the object name below it, checked before anything looks them up. The name is
 * the route's `*`, which Hono matches but does not capture. `*` also matches nothing at all, so
 * `/object/avatars` reaches its route and is refused for its empty name (400 InvalidKey), not
 * for a wrong method.
 */
export const objectKey: StorageMiddleware = async (c, next) => {
  const bucketAt = routePath(c).split('/').indexOf(':bucket');
  const name = c.req.path
    .split('/')
    .slice(bucketAt + 1)
    .join('/');
  c.set('key', {
    bucket: checkBucketId(c.req.param('bucket')),
    name: checkObjectName(unescapeSegment(name)),
  });
  await next();
};
