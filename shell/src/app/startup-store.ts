/**
 * The parts of `@astro/shared` that build the store at start-up: the API slice, the session and
 * the queued offline writes. See startup-config.ts for why start-up names them one by one.
 */
export {
  connectSessionSource,
  createAppStore,
  lazySupabaseSessionSource,
  startQueuedWriteSync,
} from '@astro/shared';
