/**
 * Keeps the access token fresh (product §4, §9): refresh shortly before expiry; a failure that may
 * pass (offline, 5xx, 429) is retried after 200 ms, then 400, 800, ... ; a failure that cannot
 * pass (the refresh token was revoked or reused) removes the session.
 */
export const REFRESH_BASE_DELAY_MS = 200;
export const REFRESH_MAX_DELAY_MS = 60_000;
/** Refresh this long before the access token expires. */
export const REFRESH_MARGIN_MS = 60_000;

export type RefreshOutcome =
  | { ok: true; expiresAtMs: number | null }
  | { ok: false; retryable: boolean; message: string };

export interface RefreshSchedulerDeps {
  refresh(): Promise<RefreshOutcome>;
  removeSession(reason: string): Promise<void> | void;
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  log?(message: string): void;
}

/** Delay before retry number `attempt` (1-based): 200 ms doubling, capped. */
export function refreshBackoffDelay(
  attempt: number,
  base = REFRESH_BASE_DELAY_MS,
  max = REFRESH_MAX_DELAY_MS,
): number {
  if (!Number.isFinite(attempt) || attempt < 1) return base;
  return Math.min(max, base * 2 ** (attempt - 1));
}

export interface RefreshScheduler {
  /** Follows a (new) session expiry; `null` stops refreshing (signed out). */
  track(expiresAtMs: number | null): void;
  /** Re-checks at once, e.g. when the tab becomes visible again after timers were throttled. */
  checkNow(): void;
  stop(): void;
}

export function createRefreshScheduler(deps: RefreshSchedulerDeps): RefreshScheduler {
  let expiresAt: number | null = null;
  let timer: unknown = null;
  let attempt = 0;
  let inFlight = false;

  const clear = () => {
    if (timer !== null) deps.clearTimeout(timer);
    timer = null;
  };

  const schedule = (ms: number) => {
    clear();
    timer = deps.setTimeout(() => {
      timer = null;
      void run();
    }, Math.max(0, ms));
  };

  const scheduleForExpiry = () => {
    if (expiresAt === null) return;
    schedule(expiresAt - REFRESH_MARGIN_MS - deps.now());
  };

  async function run(): Promise<void> {
    if (inFlight || expiresAt === null) return;
    inFlight = true;
    let outcome: RefreshOutcome;
    try {
      outcome = await deps.refresh();
    } catch (error) {
      outcome = { ok: false, retryable: true, message: String(error) };
    } finally {
      inFlight = false;
    }
    if (expiresAt === null) return; // signed out while the request ran
    if (outcome.ok) {
      attempt = 0;
      expiresAt = outcome.expiresAtMs;
      scheduleForExpiry();
      return;
    }
    if (outcome.retryable) {
      attempt += 1;
      deps.log?.(`Token refresh failed (${outcome.message}); retry ${attempt}`);
      schedule(refreshBackoffDelay(attempt));
      return;
    }
    deps.log?.(`Token refresh failed for good (${outcome.message}); removing the session`);
    expiresAt = null;
    attempt = 0;
    clear();
    await deps.removeSession(outcome.message);
  }

  return {
    track(next) {
      expiresAt = next;
      if (next === null) {
        attempt = 0;
        clear();
        return;
      }
      // A retry already waiting keeps its backoff; otherwise aim at the new expiry.
      if (attempt === 0) scheduleForExpiry();
    },
    checkNow() {
      if (expiresAt === null || inFlight) return;
      if (deps.now() >= expiresAt - REFRESH_MARGIN_MS) schedule(0);
      else if (attempt === 0) scheduleForExpiry();
    },
    stop() {
      expiresAt = null;
      attempt = 0;
      clear();
    },
  };
}
