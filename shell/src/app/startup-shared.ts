/**
 * The parts of `@astro/shared` that start-up runs before the app renders. The package is free of
 * import side effects, so naming these (rather than the package as a whole) keeps the rest of it —
 * what only remotes or later pages use — out of the start-up files and out of start-up's work.
 */
export {
  configureSupabase,
  connectSessionSource,
  createAppStore,
  lazySupabaseSessionSource,
  loadEnvConfig,
  setEnvConfig,
  startQueuedWriteSync,
} from '@astro/shared';
