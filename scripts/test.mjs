#!/usr/bin/env node
// `npm test`: every level in order — typecheck, lint, unit tests, production build, back-end
// contract tests against the real stack, end-to-end tests in Chromium — then one summary line.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reportsDir = mkdtempSync(join(tmpdir(), 'astro-test-reports-'));
const results = [];

function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --no-deprecation`.trim(), ...env },
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function banner(title) {
  console.log(`\n━━━ ${title} ━━━`);
}

/** A step that counts as one check (typecheck, lint, build). */
async function check(name, command, args) {
  banner(name);
  const started = Date.now();
  const code = await run(command, args);
  results.push({ name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, seconds: (Date.now() - started) / 1000 });
  return code === 0;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

async function jestLevel(name, args) {
  banner(name);
  const started = Date.now();
  const report = join(reportsDir, `${name.replace(/\W+/g, '-')}.json`);
  const code = await run('npx', ['jest', ...args, '--json', `--outputFile=${report}`]);
  const json = readJson(report);
  const passed = json?.numPassedTests ?? 0;
  // A suite that fails to load has no failed tests in it, but it failed all the same.
  const failed = (json?.numFailedTests ?? 0) + (json?.numRuntimeErrorTestSuites ?? 0) + (json ? 0 : 1);
  results.push({ name, passed, failed: code !== 0 && failed === 0 ? 1 : failed, seconds: (Date.now() - started) / 1000 });
}

async function playwrightLevel(name) {
  banner(name);
  const started = Date.now();
  const report = join(reportsDir, 'e2e.json');
  const code = await run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    E2E_JSON_REPORT: report,
  });
  const stats = readJson(report)?.stats;
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  const failed = stats?.unexpected ?? 0;
  results.push({ name, passed, failed: code !== 0 && failed === 0 ? 1 : failed, seconds: (Date.now() - started) / 1000 });
}

await check('typecheck', 'npx', ['tsc', '-b']);
await check('lint', 'npx', ['eslint', '--max-warnings=0', '.']);
await jestLevel('unit tests', ['--ci']);
const built = await check('production build', 'node', ['scripts/build.mjs', '--if-stale']);
await jestLevel('back-end contract tests', ['--ci', '-c', 'backend/jest.contract.config.cjs']);
if (built) await playwrightLevel('end-to-end tests (Chromium)');
else results.push({ name: 'end-to-end tests (Chromium)', passed: 0, failed: 1, seconds: 0 });

rmSync(reportsDir, { recursive: true, force: true });
banner('summary');
for (const r of results) {
  console.log(`${r.failed ? '✗' : '✓'} ${r.name.padEnd(32)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds.toFixed(0)} s`);
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
