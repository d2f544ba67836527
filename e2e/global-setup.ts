import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeAiControl } from './fixtures/fake-ai-control';
import { startFakeAiProvider } from './fixtures/fake-ai-provider';
import { spawnStack, stopStack } from './fixtures/stack-process';

/** The server key the stack sends to the fake provider (which accepts any non-empty key). */
const E2E_XAI_API_KEY = 'e2e-fake-provider-key';

/**
 * One real stack for the whole run. Remote URLs can be re-pointed during tests through the
 * REMOTES_CONFIG file, exactly as a deploy would. The AI functions talk to a fake
 * OpenAI-compatible provider on loopback; tests reach its controls at E2E_FAKE_AI_CONTROL_URL.
 */
export default async function globalSetup() {
  const workDir = mkdtempSync(join(tmpdir(), 'astro-e2e-'));
  const remotesConfig = join(workDir, 'remotes.json');
  writeFileSync(remotesConfig, '{}');
  // A pause between streamed chunks, so a test can watch tokens arrive and stop an answer midway.
  const provider = await startFakeAiProvider({ chunkDelayMs: 100 });
  const control = await startFakeAiControl(provider);
  const { info, child } = await spawnStack({
    REMOTES_CONFIG: remotesConfig,
    XAI_BASE_URL: provider.url,
    XAI_API_KEY: E2E_XAI_API_KEY,
    // Every test signs up from the same address; the per-IP auth limits are for real clients.
    AUTH_RATE_LIMIT_SIGNUP: '1000',
    AUTH_RATE_LIMIT_VERIFY: '1000',
    AUTH_RATE_LIMIT_TOKEN: '5000',
  });
  process.env.E2E_BASE_URL = info.url;
  process.env.E2E_ANON_KEY = info.anonKey;
  process.env.E2E_SERVICE_ROLE_KEY = info.serviceRoleKey;
  process.env.E2E_REMOTES_CONFIG = remotesConfig;
  process.env.E2E_WORK_DIR = workDir;
  process.env.E2E_FAKE_AI_CONTROL_URL = control.url;
  return async () => {
    await stopStack(child);
    await control.close();
    await provider.close();
  };
}
