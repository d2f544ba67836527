// zod/mini: the same validation at a fraction of the size, since this runs on every first visit.
import * as z from 'zod/mini';
import { REMOTE_NAMES } from '../federation/contract';

const nonEmpty = (message?: string) => z.string().check(z.minLength(1, message));

const remoteEntry = z.object({ entry: nonEmpty('remote entry URL is empty') });

/** `/env-config.json`: read at start-up, so one build runs against any back end and remote URLs. */
export const envConfigSchema = z.object({
  appVersion: z.string(),
  supabaseUrl: nonEmpty(),
  supabaseAnonKey: nonEmpty(),
  supportEmail: z.email(),
  remotes: z.object(
    Object.fromEntries(REMOTE_NAMES.map((name) => [name, remoteEntry])) as Record<
      (typeof REMOTE_NAMES)[number],
      typeof remoteEntry
    >,
  ),
  healthUrls: z.object({ main: nonEmpty(), chat: nonEmpty() }),
  googleMapsKey: z.nullable(z.string()),
});

export type EnvConfig = z.infer<typeof envConfigSchema>;

export class EnvConfigError extends Error {
  override name = 'EnvConfigError';
}

/** Fetches and validates the runtime configuration; relative URLs are resolved against `origin`. */
export async function loadEnvConfig(
  origin: string,
  fetchImpl: typeof fetch = fetch,
): Promise<EnvConfig> {
  let response: Response;
  try {
    response = await fetchImpl(new URL('/env-config.json', origin).href, { cache: 'no-store' });
  } catch (error) {
    throw new EnvConfigError(`Could not reach /env-config.json: ${String(error)}`);
  }
  if (!response.ok) throw new EnvConfigError(`/env-config.json answered ${response.status}`);
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    throw new EnvConfigError('/env-config.json is not valid JSON');
  }
  const parsed = envConfigSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new EnvConfigError(`/env-config.json is invalid at ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const config = parsed.data;
  const absolute = (url: string) => new URL(url, origin).href;
  return {
    ...config,
    supabaseUrl: absolute(config.supabaseUrl).replace(/\/$/, ''),
    remotes: Object.fromEntries(
      Object.entries(config.remotes).map(([name, { entry }]) => [name, { entry: absolute(entry) }]),
    ) as EnvConfig['remotes'],
    healthUrls: { main: absolute(config.healthUrls.main), chat: absolute(config.healthUrls.chat) },
  };
}

let current: EnvConfig | null = null;

/** The shell sets the validated config once; remotes read it through `getEnvConfig`. */
export function setEnvConfig(config: EnvConfig): void {
  current = config;
}

export function getEnvConfig(): EnvConfig {
  if (!current) throw new EnvConfigError('The app configuration has not been loaded yet');
  return current;
}
