import { describeError, logError } from './log';

interface EdgeRuntimeLike {
  waitUntil(promise: Promise<unknown>): void;
}

/**
 * Runs work after the response has been sent. Supabase Edge Functions would stop the isolate
 * once the response is out unless told to wait; the local stack keeps running anyway.
 */
export function runInBackground(label: string, work: () => Promise<void>): void {
  const promise = work().catch((error: unknown) =>
    logError(`${label} failed: ${describeError(error)}`),
  );
  const edge = (globalThis as { EdgeRuntime?: EdgeRuntimeLike }).EdgeRuntime;
  edge?.waitUntil(promise);
}
