import { rmSync } from 'node:fs';
import type { ContractGlobals } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  const globals = (globalThis as { __contract?: ContractGlobals }).__contract;
  if (!globals) return;
  await globals.stack.stop();
  await new Promise<void>((resolveClose) => globals.provider.close(() => resolveClose()));
  rmSync(globals.dataDir, { recursive: true, force: true });
}
