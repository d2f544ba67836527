import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { findProjectRoot } from '../src/lib/project-root';
import { loadOrCreateSecrets } from '../src/lib/stack-secrets';
import { startStack } from '../src/stack';

/**
 * `npm run -s stack:keys -w backend` prints {"url","anonKey","serviceRoleKey"} of the local stack.
 * The keys live in the data directory; on a fresh checkout the stack is started once to make them.
 */
async function main(): Promise<void> {
  const root = findProjectRoot(__dirname);
  const dataDir = resolve(process.env.DATA_DIR ?? join(root, '.data'));
  const port = process.env.PORT ?? '8080';
  const host = !process.env.HOST || process.env.HOST === '0.0.0.0' ? '127.0.0.1' : process.env.HOST;
  const url = (process.env.API_EXTERNAL_URL ?? `http://${host}:${port}`).replace(/\/$/, '');
  let secrets = existsSync(join(dataDir, 'secrets.json'))
    ? await loadOrCreateSecrets(dataDir)
    : undefined;
  if (!secrets?.anonKey || !secrets.serviceRoleKey) {
    const stack = await startStack({
      port: 0,
      dataDir,
      env: { ...process.env, LOG_LEVEL: 'silent' },
    });
    await stack.stop();
    secrets = await loadOrCreateSecrets(dataDir);
  }
  process.stdout.write(
    `${JSON.stringify({ url, anonKey: secrets.anonKey, serviceRoleKey: secrets.serviceRoleKey })}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
