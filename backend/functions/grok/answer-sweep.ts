import { z } from 'zod';
import { loadAiConfig, type AiConfig } from '../_shared/ai-config';
import { serviceDataApi, type DataApi } from '../_shared/data-api';
import { readEnv } from '../_shared/env';
import { describeError, logError } from '../_shared/log';
import { ANSWER_HEARTBEAT_MS } from './answer-writer';

/** How often each instance looks for abandoned answers (AI_ANSWER_SWEEP_INTERVAL_MS). */
export const DEFAULT_SWEEP_INTERVAL_MS = 60_000;

/**
 * How long an answer's row may stay unwritten before the answer counts as abandoned. A live
 * answer writes its row every 300 ms while it grows and every ANSWER_HEARTBEAT_MS while the
 * provider is silent, and the provider may stay silent at most the stream idle time-out before
 * the call is cut and the final state written (retried for a few seconds). Three idle time-outs
 * (3 minutes by default) leave room for all of that and for a data API that stalls a while, so
 * only a row that nobody writes any more is failed. Never less than six heartbeats, so that a
 * short idle time-out (tests use a fraction of a second) cannot reach a live answer.
 */
export const abandonedAfterMs = (config: Pick<AiConfig, 'streamIdleTimeoutMs'>): number =>
  Math.max(3 * config.streamIdleTimeoutMs, 6 * ANSWER_HEARTBEAT_MS);

const intervalSetting = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.coerce.number().int().min(100).max(86_400_000).default(DEFAULT_SWEEP_INTERVAL_MS),
);

/** AI_ANSWER_SWEEP_INTERVAL_MS, or the default when it is unset or no interval at all. */
export function sweepIntervalMs(raw: string | undefined): number {
  const parsed = intervalSetting.safeParse(raw);
  if (parsed.success) return parsed.data;
  logError(
    `AI_ANSWER_SWEEP_INTERVAL_MS must be whole milliseconds from 100 to 86400000: using ${DEFAULT_SWEEP_INTERVAL_MS}`,
  );
  return DEFAULT_SWEEP_INTERVAL_MS;
}

/** Lets the process exit with the timer still set, on Node (unref) and on Deno (unrefTimer). */
function unrefTimer(timer: ReturnType<typeof setInterval>): void {
  if (typeof timer === 'object' && timer !== null && 'unref' in timer) {
    timer.unref();
    return;
  }
  const deno = (globalThis as { Deno?: { unrefTimer?(id: number): void } }).Deno;
  deno?.unrefTimer?.(timer as unknown as number);
}

/**
 * Runs `sweep` now and then every `intervalMs`, never two at once. The timer does not hold the
 * process open. Returns what cancels the schedule.
 */
export function scheduleSweeps(sweep: () => Promise<void>, intervalMs: number): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    void sweep()
      .catch((error: unknown) =>
        logError(`sweeping abandoned answers failed: ${describeError(error)}`),
      )
      .finally(() => {
        running = false;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  unrefTimer(timer);
  return () => clearInterval(timer);
}

/** Fails the answers nobody has written for `staleAfterMs`; resolves with how many. */
export async function failAbandonedAnswers(api: DataApi, staleAfterMs: number): Promise<number> {
  const result = await api.rpc<number>('grok_fail_abandoned_answers', {
    p_stale_after_ms: staleAfterMs,
  });
  if (!result.ok) throw new Error(result.message);
  if (result.data > 0)
    logError(`${result.data} answer(s) left streaming by a stopped server were marked failed`);
  return result.data;
}

let started = false;

/**
 * An answer whose server stopped mid-stream (a crash, a deploy) would stay 'streaming' for ever,
 * and a page showing it would wait for ever. Each instance of the grok function therefore fails
 * such answers when it starts and then every AI_ANSWER_SWEEP_INTERVAL_MS.
 */
export function startAnswerSweep(): void {
  if (started) return;
  // Without the data API (the module loaded outside a stack) there is nothing to sweep.
  if (!readEnv('SUPABASE_URL') || !readEnv('SUPABASE_SERVICE_ROLE_KEY')) return;
  started = true;
  scheduleSweeps(
    async () => {
      const loaded = loadAiConfig();
      // A misconfigured service says so on every AI request; the sweep waits for a fixed one.
      if (!loaded.ok) return;
      await failAbandonedAnswers(serviceDataApi(), abandonedAfterMs(loaded.config));
    },
    sweepIntervalMs(readEnv('AI_ANSWER_SWEEP_INTERVAL_MS')),
  );
}
