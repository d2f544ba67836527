/** SQLSTATE classes and codes that mean "the database is not there right now", not "bad query". */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/**
 * Whether an error from `pg` says the server is down, restarting or refusing connections, as
 * happens while a crashed PostgreSQL is brought back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code)) return true;
    if (code.startsWith('08')) return true; // connection exceptions
  }
  const message = error instanceof Error ? error.message : '';
  return (
    message === 'Connection terminated unexpectedly' ||
    message.startsWith('Connection terminated') ||
    message.includes('timeout exceeded when trying to connect')
  );
}
