import { getEnvConfig } from '@astro/shared';
import type { SupabaseClient } from '@supabase/supabase-js';
import * as z from 'zod/mini';
import { createActivityCache } from './activity-cache';
import { createActivityReporter } from './activity-reporter';
import {
  createSessionDuration,
  SESSION_TICK_MS,
  type SessionDurationFields,
} from './session-duration';

/** product §8: activity and session update errors are only logged. */
const logFailure = (what: string, error: unknown) =>
  console.warn(
    `Session tracking: ${what} failed: ${error instanceof Error ? error.message : String(error)}`,
  );

const ACTIVITY_EVENTS = ['mousedown', 'mousemove', 'keydown', 'click'] as const;

/** Shared by every tracker of the page, so a quick sign-out and sign-in does not double-write. */
const cache = createActivityCache();

const totalSchema = z.object({
  session_duration_total: z.coerce.number().check(z.int(), z.nonnegative()),
});

export interface SessionTracker {
  /** Logout: writes the final duration and status offline while the token is still valid. */
  end(): Promise<void>;
  /** Stops listening without writing (the session is already gone). */
  stop(): void;
}

/**
 * product §4, §7, §9: from sign-in to logout or unload, keeps profiles.last_active_at, updated_at,
 * the session durations and status current.
 */
export function startSessionTracker(supabase: SupabaseClient, userId: string): SessionTracker {
  const profiles = () => supabase.from('profiles');
  let accessToken: string | null = null;
  let ended = false;

  const update = async (values: Record<string, unknown>, what: string) => {
    try {
      const { error } = await profiles().update(values).eq('id', userId);
      if (error) logFailure(what, error);
    } catch (error) {
      logFailure(what, error);
    }
  };

  const markActive = () => {
    const now = new Date().toISOString();
    void update({ last_active_at: now, updated_at: now }, 'activity update');
  };

  const duration = createSessionDuration({
    key: `${userId}:duration`,
    startedAt: Date.now(),
    now: Date.now,
    cache,
  });
  const reporter = createActivityReporter({
    key: `${userId}:activity`,
    cache,
    report: markActive,
    timers: {
      setTimeout: (callback, ms) => window.setTimeout(callback, ms),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
    },
  });

  const writeDuration = (fields: SessionDurationFields | null) => {
    if (fields)
      void update({ ...fields, updated_at: new Date().toISOString() }, 'session duration update');
  };

  // The session starts now: online, active, and the previous total read once.
  cache.remember(`${userId}:activity`);
  void update(
    {
      status: 'online',
      last_active_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    },
    'session start',
  );
  void (async () => {
    try {
      const { data, error } = await profiles()
        .select('session_duration_total')
        .eq('id', userId)
        .maybeSingle();
      if (error) return logFailure('reading the session total', error);
      const parsed = totalSchema.safeParse(data);
      if (parsed.success) duration.setBaseTotal(parsed.data.session_duration_total);
    } catch (error) {
      logFailure('reading the session total', error);
    }
  })();

  void supabase.auth
    .getSession()
    .then(({ data }) => (accessToken = data.session?.access_token ?? null));
  const { data: authListener } = supabase.auth.onAuthStateChange((_event, session) => {
    accessToken = session?.access_token ?? null;
  });

  const onActivity = () => reporter.notify();
  for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true });
  const ticker = window.setInterval(() => writeDuration(duration.tick()), SESSION_TICK_MS);

  /** Unload: the page is going away, so the request must outlive it (keepalive). */
  const onPageHide = () => {
    if (ended || !accessToken) return;
    const fields = duration.finish();
    try {
      const { supabaseUrl, supabaseAnonKey } = getEnvConfig();
      void fetch(`${supabaseUrl}/rest/v1/profiles?id=eq.${encodeURIComponent(userId)}`, {
        method: 'PATCH',
        keepalive: true,
        headers: {
          apikey: supabaseAnonKey,
          Authorization: `Bearer ${accessToken}`,
          'Content-Type': 'application/json',
          Prefer: 'return=minimal',
        },
        body: JSON.stringify({ ...fields, updated_at: new Date().toISOString() }),
      }).catch((error: unknown) => logFailure('final session write', error));
    } catch (error) {
      logFailure('final session write', error);
    }
  };
  window.addEventListener('pagehide', onPageHide);

  const stop = () => {
    ended = true;
    reporter.stop();
    window.clearInterval(ticker);
    for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity);
    window.removeEventListener('pagehide', onPageHide);
    authListener.subscription.unsubscribe();
  };

  return {
    async end() {
      if (ended) return;
      const fields = duration.finish();
      stop();
      await update({ ...fields, updated_at: new Date().toISOString() }, 'final session write');
    },
    stop,
  };
}

/** update_feature_usage on a visit to a feature page. */
export async function recordFeatureVisit(
  supabase: SupabaseClient,
  userId: string,
  feature: string,
): Promise<void> {
  try {
    const { error } = await supabase.rpc('update_feature_usage', {
      user_id: userId,
      feature_name: feature,
    });
    if (error) logFailure(`feature usage (${feature})`, error);
  } catch (error) {
    logFailure(`feature usage (${feature})`, error);
  }
}
