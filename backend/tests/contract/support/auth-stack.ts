import { dirname } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { spawnStack } from '../../../scripts/spawn-stack';
import { CONTRACT_STACK_ENV } from './contract-env';
import { stack } from './clients';

export interface AuthStack {
  url: string;
  /** A supabase-js client of this gateway, with the suite's keys. */
  client(): SupabaseClient;
  serviceClient(): SupabaseClient;
  stop(): Promise<void>;
}

/**
 * A second gateway over the suite's database and keys with other auth settings (flags that are
 * off by default), so both settings can be tested against the same accounts.
 */
export async function startAuthStack(env: Record<string, string>): Promise<AuthStack> {
  const spawned = await spawnStack({
    ...process.env,
    ...CONTRACT_STACK_ENV,
    NODE_ENV: 'test',
    DATA_DIR: dirname(process.env.CONTRACT_STACK_FILE!),
    DATABASE_URL: stack.databaseUrl,
    SEED_DEMO_USERS: 'false',
    ...env,
  });
  const make = (key: string) =>
    createClient(spawned.url, key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as never },
    });
  return {
    url: spawned.url,
    client: () => make(spawned.anonKey),
    serviceClient: () => make(spawned.serviceRoleKey),
    stop: () => spawned.stop(),
  };
}
