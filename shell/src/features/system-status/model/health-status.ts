import * as z from 'zod/mini';

/** product §9: checked every 2 minutes; skipped on load if the last check is under 10 s old. */
export const HEALTH_CHECK_INTERVAL_MS = 120_000;
export const HEALTH_CHECK_SKIP_MS = 10_000;
export const HEALTH_TIMEOUT_MS = 8_000;
export const LAST_CHECK_KEY = 'last_health_check';
export const LAST_STATUS_KEY = 'last_health_status';

export type EndpointStatus = 'checking' | 'online' | 'offline';
export type EndpointName = 'main' | 'chat';
export type SystemStatus = Record<EndpointName, EndpointStatus>;

export const STATUS_TEXTS = {
  allOnline: 'All systems functional',
  chatOffline: 'Chat services are currently offline',
  mainOffline: 'Main services are currently offline',
  offline: 'Chat services are currently offline',
  checking: 'Checking system status…',
} as const;

const healthBody = z.object({ status: z.literal('ok') });

/** One endpoint is online when it answers 2xx with JSON `{status: 'ok'}` in time. */
export async function checkEndpoint(url: string, fetchImpl: typeof fetch = fetch): Promise<EndpointStatus> {
  try {
    const response = await fetchImpl(url, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
    });
    if (!response.ok) return 'offline';
    return healthBody.safeParse(await response.json()).success ? 'online' : 'offline';
  } catch {
    return 'offline';
  }
}

/** product §4: overall online if any endpoint is online. */
export function overallStatus(status: SystemStatus): EndpointStatus {
  const values = Object.values(status);
  if (values.includes('online')) return 'online';
  if (values.includes('checking')) return 'checking';
  return 'offline';
}

export function statusText(status: SystemStatus): string {
  const overall = overallStatus(status);
  if (overall === 'checking') return STATUS_TEXTS.checking;
  if (overall === 'offline') return STATUS_TEXTS.offline;
  if (status.chat === 'offline') return STATUS_TEXTS.chatOffline;
  if (status.main === 'offline') return STATUS_TEXTS.mainOffline;
  if (status.chat === 'checking' || status.main === 'checking') return STATUS_TEXTS.checking;
  return STATUS_TEXTS.allOnline;
}

const storedStatus = z.object({
  main: z.enum(['online', 'offline']),
  chat: z.enum(['online', 'offline']),
});

/** The last result, if it is recent enough to skip the check on load. */
export function recentStatus(storage: Pick<Storage, 'getItem'>, now: number): SystemStatus | null {
  try {
    const at = Number(storage.getItem(LAST_CHECK_KEY));
    if (!Number.isFinite(at) || at <= 0 || now - at >= HEALTH_CHECK_SKIP_MS || now < at) return null;
    const parsed = storedStatus.safeParse(JSON.parse(storage.getItem(LAST_STATUS_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveStatus(storage: Pick<Storage, 'setItem'>, now: number, status: SystemStatus): void {
  try {
    storage.setItem(LAST_CHECK_KEY, String(now));
    storage.setItem(LAST_STATUS_KEY, JSON.stringify(status));
  } catch {
    // Without storage the next load simply checks again.
  }
}
