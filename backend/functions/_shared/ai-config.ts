import { z } from 'zod';
import { readEnv } from './env';

/** Settings of the AI functions, read from the environment (Deno.env on Supabase). */
export interface AiConfig {
  /** The server's xAI key; when absent, users may send their own per request. */
  serverKey: string | undefined;
  baseUrl: string;
  /** Longest wait for the provider to start answering. */
  requestTimeoutMs: number;
  /** Longest silence allowed inside a streamed answer. */
  streamIdleTimeoutMs: number;
  rateLimitMax: number;
  rateLimitWindowMs: number;
  brainModel: string;
  brainContextChunks: number;
}

const VARIABLES = [
  'XAI_API_KEY',
  'XAI_BASE_URL',
  'AI_REQUEST_TIMEOUT_MS',
  'AI_STREAM_IDLE_TIMEOUT_MS',
  'AI_RATE_LIMIT_MAX',
  'AI_RATE_LIMIT_WINDOW_SECONDS',
  'BRAIN_MODEL',
  'BRAIN_CONTEXT_CHUNKS',
] as const;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const int = (fallback: number, min: number, max: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(min).max(max).default(fallback));

const schema = z.object({
  XAI_API_KEY: z.preprocess(blankToUndefined, z.string().trim().optional()),
  XAI_BASE_URL: z.preprocess(
    blankToUndefined,
    z
      .url({ protocol: /^https?$/, error: 'XAI_BASE_URL must be an http(s) URL' })
      .default('https://api.x.ai/v1'),
  ),
  AI_REQUEST_TIMEOUT_MS: int(120_000, 100, 600_000),
  AI_STREAM_IDLE_TIMEOUT_MS: int(60_000, 100, 600_000),
  AI_RATE_LIMIT_MAX: int(30, 1, 1_000_000),
  AI_RATE_LIMIT_WINDOW_SECONDS: int(60, 1, 86_400),
  BRAIN_MODEL: z.preprocess(blankToUndefined, z.string().trim().max(100).default('grok-3-latest')),
  BRAIN_CONTEXT_CHUNKS: int(4, 1, 12),
});

let cached: { signature: string; result: AiConfigResult } | undefined;

export type AiConfigResult = { ok: true; config: AiConfig } | { ok: false; message: string };

/** Parsed once per distinct environment, so the hot path pays only for reading the variables. */
export function loadAiConfig(): AiConfigResult {
  const raw = Object.fromEntries(VARIABLES.map((name) => [name, readEnv(name)]));
  const signature = JSON.stringify(raw);
  if (cached?.signature === signature) return cached.result;
  const parsed = schema.safeParse(raw);
  const result: AiConfigResult = parsed.success
    ? {
        ok: true,
        config: {
          serverKey: parsed.data.XAI_API_KEY,
          baseUrl: parsed.data.XAI_BASE_URL.replace(/\/+$/, ''),
          requestTimeoutMs: parsed.data.AI_REQUEST_TIMEOUT_MS,
          streamIdleTimeoutMs: parsed.data.AI_STREAM_IDLE_TIMEOUT_MS,
          rateLimitMax: parsed.data.AI_RATE_LIMIT_MAX,
          rateLimitWindowMs: parsed.data.AI_RATE_LIMIT_WINDOW_SECONDS * 1000,
          brainModel: parsed.data.BRAIN_MODEL,
          brainContextChunks: parsed.data.BRAIN_CONTEXT_CHUNKS,
        },
      }
    : {
        ok: false,
        message: parsed.error.issues
          .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
          .join('; '),
      };
  cached = { signature, result };
  return result;
}
