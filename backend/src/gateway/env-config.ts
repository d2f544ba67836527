import { readFileSync, statSync } from 'node:fs';
import { z } from 'zod';

/**
 * The runtime configuration the front end reads at start-up from `/env-config.json`.
 * Remote entry URLs live here, never in a build, so a remote can be redeployed by
 * pointing this document at its new build.
 */
export const REMOTE_NAMES = ['chat', 'charts', 'learning', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface EnvConfig {
  appVersion: string;
  supabaseUrl: string;
  supabaseAnonKey: string;
  supportEmail: string;
  remotes: Record<RemoteName, { entry: string }>;
  healthUrls: { main: string; chat: string };
  googleMapsKey: string | null;
}

// partialRecord: a deploy file names only the remotes it moves.
const remoteOverridesSchema = z.partialRecord(z.enum(REMOTE_NAMES), z.string().min(1));

export interface EnvConfigInputs {
  supabaseUrl: string;
  anonKey: string;
  env?: Record<string, string | undefined>;
}

/**
 * Remote overrides come from `REMOTE_<NAME>_URL` variables and from the JSON file named by
 * `REMOTES_CONFIG` ({"chat": "https://cdn.example.com/chat/v2/remoteEntry.js"}). The file is
 * re-read when it changes, so a deploy only rewrites it: no restart and no shell rebuild.
 */
export function createEnvConfigSource(inputs: EnvConfigInputs): () => EnvConfig {
  const env = inputs.env ?? process.env;
  let cachedFile: {
    path: string;
    mtimeMs: number;
    overrides: Partial<Record<RemoteName, string>>;
  } | null = null;

  const readOverridesFile = (): Partial<Record<RemoteName, string>> => {
    const path = env.REMOTES_CONFIG;
    if (!path) return {};
    let mtimeMs: number;
    try {
      mtimeMs = statSync(path).mtimeMs;
    } catch {
      return {};
    }
    if (cachedFile && cachedFile.path === path && cachedFile.mtimeMs === mtimeMs) {
      return cachedFile.overrides;
    }
    try {
      const overrides = remoteOverridesSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
      cachedFile = { path, mtimeMs, overrides };
      return overrides;
    } catch (error) {
      // A half-written or invalid deploy file must not take the site down: keep the last good one.
      console.error(`REMOTES_CONFIG ${path} is invalid and was ignored: ${String(error)}`);
      return cachedFile?.overrides ?? {};
    }
  };

  return () => {
    const fileOverrides = readOverridesFile();
    const remotes = Object.fromEntries(
      REMOTE_NAMES.map((name) => {
        const fromEnv = env[`REMOTE_${name.toUpperCase()}_URL`];
        const entry = fileOverrides[name] ?? fromEnv ?? `/remotes/${name}/remoteEntry.js`;
        return [name, { entry }];
      }),
    ) as Record<RemoteName, { entry: string }>;
    return {
      appVersion: '2.2.5',
      supabaseUrl: env.PUBLIC_SUPABASE_URL ?? inputs.supabaseUrl,
      supabaseAnonKey: env.PUBLIC_SUPABASE_ANON_KEY ?? inputs.anonKey,
      supportEmail: env.SUPPORT_EMAIL ?? 'support@astro-app.example',
      remotes,
      healthUrls: {
        main: env.HEALTH_URL_MAIN ?? '/functions/v1/health',
        chat: env.HEALTH_URL_CHAT ?? '/functions/v1/brain/health',
      },
      googleMapsKey: env.GOOGLE_MAPS_API_KEY || null,
    };
  };
}

/** Origins other than our own that serve remote code; the page's CSP must allow them. */
export function remoteOrigins(config: EnvConfig, selfOrigin: string): string[] {
  const origins = new Set<string>();
  for (const { entry } of Object.values(config.remotes)) {
    try {
      const origin = new URL(entry, selfOrigin).origin;
      if (origin !== selfOrigin) origins.add(origin);
    } catch {
      // An unparsable entry simply fails to load in the browser; the shell shows the remote as down.
    }
  }
  return [...origins];
}
