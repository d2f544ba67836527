import { startStack } from '../src/stack';

/**
 * Child process that runs the stack for the contract tests and the API benchmark. It prints one JSON line with the
 * stack's address and keys, and stops cleanly on SIGTERM, exactly like `npm start` would.
 */
async function main(): Promise<void> {
  const stack = await startStack({
    port: 0,
    dataDir: process.env.DATA_DIR,
    // bench:api compares the gateway with PostgREST reached directly over TCP.
    referencePostgrest: process.env.STACK_REFERENCE_POSTGREST === '1',
  });
  process.stdout.write(
    `STACK_READY ${JSON.stringify({
      url: stack.url,
      anonKey: stack.anonKey,
      serviceRoleKey: stack.serviceRoleKey,
      databaseUrl: stack.databaseUrl,
      // Loopback only, and only where there is one; the API benchmark compares the gateway with it.
      postgrestUrl: stack.postgrestUrl,
      postgrestTransport: stack.postgrestTransport,
      // The stack's own process (tsx runs it as a child of its own): bench:api reads its CPU time.
      pid: process.pid,
    })}\n`,
  );
  void stack.fatal.then((error) => {
    console.error(error.message);
    process.exit(1);
  });
  const stop = () => {
    stack.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
