import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnStack, stopStack } from './fixtures/stack-process';

/**
 * One real stack for the whole run. Remote URLs can be re-pointed during tests through the
 * REMOTES_CONFIG file, exactly as a deploy would.
 */
export default async function globalSetup() {
  const workDir = mkdtempSync(join(tmpdir(), 'astro-e2e-'));
  const remotesConfig = join(workDir, 'remotes.json');
  writeFileSync(remotesConfig, '{}');
  const { info, child } = await spawnStack({ REMOTES_CONFIG: remotesConfig });
  process.env.E2E_BASE_URL = info.url;
  process.env.E2E_ANON_KEY = info.anonKey;
  process.env.E2E_SERVICE_ROLE_KEY = info.serviceRoleKey;
  process.env.E2E_REMOTES_CONFIG = remotesConfig;
  process.env.E2E_WORK_DIR = workDir;
  return async () => {
    await stopStack(child);
  };
}
