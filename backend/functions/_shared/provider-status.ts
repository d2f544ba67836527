import { loadAiConfig } from './ai-config';

export interface ProviderStatus {
  /** A server key is set (without one, users must send their own). */
  configured: boolean;
  /** The provider answered the models list with that key; null when there is no key to try. */
  reachable: boolean | null;
}

const CACHE_MS = 30_000;
let cached: { signature: string; at: number; status: ProviderStatus } | undefined;

/**
 * The provider's state for the health endpoints. Cached briefly: every open app polls health,
 * and those polls must not turn into a stream of calls to a paid API.
 */
export async function providerStatus(): Promise<ProviderStatus> {
  const loaded = loadAiConfig();
  if (!loaded.ok) return { configured: false, reachable: null };
  const { serverKey, baseUrl } = loaded.config;
  if (!serverKey) return { configured: false, reachable: null };
  const signature = `${baseUrl}\n${serverKey}`;
  if (cached?.signature === signature && Date.now() - cached.at < CACHE_MS) return cached.status;
  let reachable = false;
  try {
    const res = await fetch(`${baseUrl}/models`, {
      headers: { Authorization: `Bearer ${serverKey}` },
      signal: AbortSignal.timeout(2000),
    });
    await res.body?.cancel();
    reachable = res.ok;
  } catch {
    reachable = false;
  }
  const status = { configured: true, reachable };
  cached = { signature, at: Date.now(), status };
  return status;
}
