import { dirname } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { spawnStack, type SpawnedStack } from '../../../scripts/spawn-stack';
import {
  startFakeAiProvider,
  type FakeAiProvider,
  type FakeAiProviderOptions,
} from '../../fixtures/fake-ai-provider';
import { CONTRACT_STACK_ENV } from './contract-env';
import { stack } from './clients';

export const SERVER_KEY = 'xai-fake-server-key';

export interface AiStack {
  url: string;
  anonKey: string;
  provider: FakeAiProvider;
  /** A supabase-js client of this stack (same database, users and keys as the suite's stack). */
  client(): SupabaseClient;
  stop(): Promise<void>;
}

/**
 * A second gateway process over the suite's database and keys, configured for the AI functions
 * (its own fake provider, timeouts, limits or no server key at all). Signing in works on either
 * stack, because both share the signing key and the database.
 */
export async function startAiStack(
  env: Record<string, string | undefined> = {},
  providerOptions: FakeAiProviderOptions = {},
): Promise<AiStack> {
  const provider = await startFakeAiProvider(providerOptions);
  let spawned: SpawnedStack;
  try {
    spawned = await spawnStack({
      ...process.env,
      ...CONTRACT_STACK_ENV,
      NODE_ENV: 'test',
      DATA_DIR: dirname(process.env.CONTRACT_STACK_FILE!),
      DATABASE_URL: stack.databaseUrl,
      SEED_DEMO_USERS: 'false',
      XAI_BASE_URL: provider.url,
      XAI_API_KEY: SERVER_KEY,
      AI_RATE_LIMIT_MAX: '1000',
      ...env,
    });
  } catch (error) {
    await provider.close();
    throw error;
  }
  return {
    url: spawned.url,
    anonKey: spawned.anonKey,
    provider,
    client: () =>
      createClient(spawned.url, spawned.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: WebSocket as never },
      }),
    stop: async () => {
      await spawned.stop();
      await provider.close();
    },
  };
}

/** Reads an SSE response event by event, with the time each one arrived. */
export async function readEvents(
  res: Response,
  onEvent: (data: string) => void = () => undefined,
): Promise<string[]> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const events: string[] = [];
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let at: number;
    while ((at = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, at);
      buffer = buffer.slice(at + 2);
      const data = block
        .split('\n')
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice(6))
        .join('\n');
      if (data) {
        events.push(data);
        onEvent(data);
      }
    }
  }
  return events;
}

/** Joins the `content` (or `reasoning_content`) deltas of an event list. */
export function joinDeltas(
  events: string[],
  field: 'content' | 'reasoning_content' = 'content',
): string {
  return events
    .filter((e) => e !== '[DONE]')
    .map((e) => JSON.parse(e) as { choices?: { delta?: Record<string, unknown> }[] })
    .map((e) => e.choices?.[0]?.delta?.[field])
    .filter((v): v is string => typeof v === 'string')
    .join('');
}
