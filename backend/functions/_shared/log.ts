import { readEnv } from './env';

/** Server-side diagnostics of the functions; quiet when the stack runs with LOG_LEVEL=silent. */
export function logError(message: string): void {
  if (readEnv('LOG_LEVEL') === 'silent') return;
  console.error(`[functions] ${message}`);
}

export const describeError = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
