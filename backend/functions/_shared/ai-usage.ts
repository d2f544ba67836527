import { describeError, logError } from './log';
import { serviceDataApi } from './data-api';

export type AiOutcome = 'ok' | 'error' | 'timeout' | 'cancelled';

export interface AiUsageRecord {
  userId: string;
  feature: 'grok_chat' | 'grok_image' | 'brain_chat';
  model: string;
  promptTokens: number;
  completionTokens: number;
  latencyMs: number;
  outcome: AiOutcome;
}

export interface ProviderUsage {
  prompt_tokens?: number;
  completion_tokens?: number;
}

/** Reads `usage` from a provider answer, tolerating anything that is not a proper count. */
export function usageOf(value: unknown): ProviderUsage | undefined {
  if (typeof value !== 'object' || value === null || !('usage' in value)) return undefined;
  const usage = (value as { usage: unknown }).usage;
  if (typeof usage !== 'object' || usage === null) return undefined;
  const count = (n: unknown) =>
    typeof n === 'number' && Number.isFinite(n) && n >= 0
      ? Math.min(Math.round(n), 2 ** 31 - 1)
      : undefined;
  const { prompt_tokens, completion_tokens } = usage as Record<string, unknown>;
  return { prompt_tokens: count(prompt_tokens), completion_tokens: count(completion_tokens) };
}

const FLUSH_DELAY_MS = 200;
const MAX_BATCH = 100;
const queued: Record<string, unknown>[] = [];
let scheduled: Promise<void> | undefined;

async function flush(): Promise<void> {
  const rows = queued.splice(0, queued.length);
  if (rows.length === 0) return;
  const api = serviceDataApi();
  const result = await api.insert('ai_usage', rows);
  if (result.ok) return;
  // One bad row (say, of a user deleted meanwhile) must not cost the others theirs.
  for (const row of rows.length > 1 ? rows : []) {
    const single = await api.insert('ai_usage', row);
    if (!single.ok) logError(`recording AI usage failed: ${single.message}`);
  }
  if (rows.length === 1) logError(`recording AI usage failed: ${result.message}`);
}

/**
 * One row per AI call, for the admin analytics. Rows are written in small batches shortly after
 * the calls end, so metering costs one database round trip per batch instead of one per call
 * while answers are streaming. The promise settles once the row is stored (or given up).
 */
export function recordAiUsage(record: AiUsageRecord): Promise<void> {
  queued.push({
    user_id: record.userId,
    feature: record.feature,
    model: record.model.slice(0, 100),
    prompt_tokens: record.promptTokens,
    completion_tokens: record.completionTokens,
    latency_ms: Math.max(0, Math.round(record.latencyMs)),
    outcome: record.outcome,
  });
  if (queued.length >= MAX_BATCH) return flush();
  scheduled ??= new Promise<void>((resolve) =>
    setTimeout(() => {
      scheduled = undefined;
      flush()
        .catch((error: unknown) => logError(`recording AI usage failed: ${describeError(error)}`))
        .finally(resolve);
    }, FLUSH_DELAY_MS),
  );
  return scheduled;
}
