import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnStack, type SpawnedStack } from '../../../scripts/spawn-stack';
import { CONTRACT_STACK_ENV } from './contract-env';
import { startFakeOAuthProvider } from './fake-oauth-provider';

export interface ContractGlobals {
  stack: SpawnedStack;
  provider: Server;
  dataDir: string;
}

/** Starts one stack for the whole contract suite, in a child process, like `npm start` does. */
export default async function globalSetup(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'astro-contract-'));
  const provider = await startFakeOAuthProvider();
  const stack = await spawnStack({
    ...process.env,
    ...CONTRACT_STACK_ENV,
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    AUTH_EXTERNAL_GITHUB_AUTHORIZE_URL: `${provider.url}/authorize`,
    AUTH_EXTERNAL_GITHUB_TOKEN_URL: `${provider.url}/token`,
    AUTH_EXTERNAL_GITHUB_USERINFO_URL: `${provider.url}/user`,
  });
  (globalThis as { __contract?: ContractGlobals }).__contract = {
    stack,
    provider: provider.server,
    dataDir,
  };
  const file = join(dataDir, 'contract-stack.json');
  const { url, anonKey, serviceRoleKey, databaseUrl } = stack;
  writeFileSync(
    file,
    JSON.stringify({ url, anonKey, serviceRoleKey, databaseUrl, oauthProviderUrl: provider.url }),
  );
  process.env.CONTRACT_STACK_FILE = file;
}
