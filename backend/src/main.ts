import { z } from 'zod';
import { ConfigError } from './config/stack-config';
import { MigrationError } from './db/migrate';
import { startStack } from './stack';

/** Process entry for `npm start`: configuration from the environment, graceful shutdown on signals. */
async function main(): Promise<void> {
  const port = z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .safeParse(process.env.PORT ?? 8080);
  if (!port.success) throw new ConfigError(`PORT must be a port number, got "${process.env.PORT}"`);
  const stack = await startStack({ port: port.data, host: process.env.HOST });
  if (process.env.LOG_LEVEL !== 'silent') {
    console.log(`Astro App is running at ${stack.url}`);
  }

  // A child that cannot be restarted has already been stopped with the rest of the stack;
  // exiting non-zero lets a process manager start everything again.
  void stack.fatal.then((error) => {
    console.error(`The stack stopped: ${error.message}`);
    process.exit(1);
  });

  let shuttingDown = false;
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    if (process.env.LOG_LEVEL !== 'silent')
      console.log(`${signal} received: finishing requests and stopping…`);
    stack
      .stop()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error(`shutdown failed: ${String(error)}`);
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof MigrationError) {
    console.error(error.message);
  } else {
    console.error(
      'The stack failed to start:',
      error instanceof Error ? (error.stack ?? error.message) : error,
    );
  }
  process.exit(1);
});
