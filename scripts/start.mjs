#!/usr/bin/env node
// `npm start`: build whatever front end is missing or stale, then run the whole stack on one port
// (PORT, default 8080): embedded PostgreSQL (or DATABASE_URL), PostgREST, auth, functions, the apps.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildApps } from './build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

await buildApps({ ifStale: true });

const child = spawn(process.execPath, [fileURLToPath(new URL('../node_modules/tsx/dist/cli.mjs', import.meta.url)), 'backend/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --no-deprecation`.trim() },
});
// The stack shuts down gracefully on SIGINT/SIGTERM; pass them on and exit with its code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
