#!/usr/bin/env node
// Builds the shell and the four remotes for production. With --if-stale, an app is rebuilt only
// when its sources (or the shared package, or the lockfile) changed since its last build.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const APPS = ['shell', 'remote-chat', 'remote-charts', 'remote-learning', 'remote-admin'];
const STAMP = '.build-stamp';

function* walk(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** A fingerprint of everything that goes into one app's build. */
export function sourceFingerprint(app) {
  const hash = createHash('sha256');
  const inputs = [join(root, app), join(root, 'shared'), join(root, 'package-lock.json')];
  for (const input of inputs) {
    const files = statSync(input).isDirectory() ? [...walk(input)].sort() : [input];
    for (const file of files) {
      if (/__tests__|\.test\.tsx?$/.test(file)) continue;
      hash.update(relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  hash.update(process.env.BUILD_VERSION ?? '');
  return hash.digest('hex');
}

export function isStale(app) {
  const stamp = join(root, app, 'dist', STAMP);
  return !existsSync(stamp) || readFileSync(stamp, 'utf8') !== sourceFingerprint(app);
}

const tsx = join(root, 'node_modules/tsx/dist/cli.mjs');

/**
 * The steps of one app's build: webpack; then, for the shell, the chart engine's accuracy
 * report for /accuracy, and prerendering the public pages (which include that report).
 */
function steps(app) {
  const webpack = { name: 'webpack', command: 'npx', args: ['webpack', '--mode', 'production'] };
  if (app !== 'shell') return [webpack];
  const accuracy = {
    name: 'accuracy',
    command: process.execPath,
    args: [tsx, join(root, 'shared/astrology/scripts/accuracy-summary.ts'), 'dist/accuracy.json'],
  };
  const prerender = {
    name: 'prerender',
    command: process.execPath,
    args: [tsx, 'scripts/prerender/prerender-pages.ts'],
  };
  return [webpack, accuracy, prerender];
}

async function run(app) {
  const started = Date.now();
  const notes = [];
  for (const step of steps(app)) notes.push(await runStep(app, step));
  writeFileSync(join(root, app, 'dist', STAMP), sourceFingerprint(app));
  const extra = notes.filter(Boolean).map((note) => `; ${note}`).join('');
  console.log(`built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s${extra}`);
}

/** Runs one build step; resolves to its last line of output when that is a note worth showing. */
function runStep(app, step) {
  return new Promise((resolve, reject) => {
    const child = spawn(step.command, step.args, {
      cwd: join(root, app),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --no-deprecation`.trim() },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const quiet = output
        .split('\n')
        .filter((line) => line.trim() && !/Unknown user config|Manifest will use absolute path/.test(line))
        .join('\n');
      if (code === 0) resolve(step.name === 'webpack' ? undefined : quiet.split('\n').at(-1));
      else reject(new Error(`${step.name} of ${app} failed:\n${quiet}`));
    });
  });
}

export async function buildApps({ ifStale = false, apps = APPS } = {}) {
  const todo = ifStale ? apps.filter(isStale) : apps;
  if (todo.length === 0) return;
  // Two at a time: these machines have two cores, and webpack is mostly single-threaded.
  const queue = [...todo];
  const workers = Array.from({ length: 2 }, async () => {
    while (queue.length) await run(queue.shift());
  });
  await Promise.all(workers);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const ifStale = process.argv.includes('--if-stale');
  const apps = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  buildApps({ ifStale, apps: apps.length ? apps : APPS }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
