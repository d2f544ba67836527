#!/usr/bin/env node
// `npm run dev`: the back end plus every app with hot reload. The shell's dev server (port 8090)
// proxies the API to the back end, and the back end's env-config points each remote at its own dev
// server, exactly as a deploy would point it at a CDN.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const backendPort = process.env.PORT ?? '8080';
const remotes = { chat: 8091, charts: 8092, learning: 8093, admin: 8094 };
const remoteEnv = Object.fromEntries(
  Object.entries(remotes).map(([name, port]) => [`REMOTE_${name.toUpperCase()}_URL`, `http://127.0.0.1:${port}/remoteEntry.js`]),
);

const children = [];
function start(name, command, args, cwd, env = {}) {
  const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  const prefix = `[${name}]`.padEnd(18);
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) console.log(`${prefix}${line}`);
    });
  }
  child.on('exit', (code) => console.log(`${prefix}exited with ${code}`));
  children.push(child);
}

start('backend', process.execPath, [`${root}node_modules/tsx/dist/cli.mjs`, 'watch', 'backend/src/main.ts'], root, {
  PORT: backendPort,
  ...remoteEnv,
});
start('shell', 'npx', ['webpack', 'serve', '--mode', 'development'], `${root}shell`, { DEV_BACKEND: `http://127.0.0.1:${backendPort}` });
for (const name of Object.keys(remotes)) {
  start(name, 'npx', ['webpack', 'serve', '--mode', 'development'], `${root}remote-${name}`, {
    HARNESS_BACKEND: `http://127.0.0.1:${backendPort}`,
  });
}
console.log('Open http://127.0.0.1:8090 (shell with hot reload); the API runs on port ' + backendPort);

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
