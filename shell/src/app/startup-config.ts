/**
 * The parts of `@astro/shared` that read and apply `/env-config.json` at start-up. The package is
 * free of import side effects, so naming these (rather than the package as a whole) keeps the rest
 * of it — what only remotes or later pages use — out of the start-up files and out of start-up's
 * work. Apart from the store (startup-store.ts), so that each is evaluated in a task of its own.
 */
import './configure-zod';

export { configureSupabase, loadEnvConfig, setEnvConfig } from '@astro/shared';
