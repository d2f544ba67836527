import type { Logger } from './logger';
import { requestScope } from './request-scope';

const describe = (error: unknown) =>
  error instanceof Error ? (error.stack ?? error.message) : String(error);

let installed: { log: Logger; users: number; remove: () => void } | undefined;

/**
 * The last line of defence: an error that escapes every handler (a throwing event listener, a
 * rejected promise nobody awaited) fails only the request it was thrown for, which gets a 500,
 * and is logged with that request's id; the server keeps serving everyone else. Each boundary
 * still handles its own errors — this catches what a future change forgets to.
 */
export function installProcessGuard(log: Logger): () => void {
  if (installed) {
    installed.users++;
  } else {
    const onError = (error: unknown) => {
      const scope = requestScope.getStore();
      if (scope) {
        installed?.log.error(
          `request ${scope.id} ${scope.method} ${scope.path} failed: ${describe(error)}`,
        );
        scope.fail(error);
      } else {
        installed?.log.error(`error outside any request: ${describe(error)}`);
      }
    };
    process.on('uncaughtException', onError);
    process.on('unhandledRejection', onError);
    installed = {
      log,
      users: 1,
      remove: () => {
        process.off('uncaughtException', onError);
        process.off('unhandledRejection', onError);
      },
    };
  }
  let removed = false;
  return () => {
    if (removed || !installed) return;
    removed = true;
    if (--installed.users === 0) {
      installed.remove();
      installed = undefined;
    }
  };
}
