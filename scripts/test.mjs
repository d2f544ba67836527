#!/usr/bin/env node
// `npm test`: every level in order — typecheck, lint, unit tests, production build, back-end
// contract tests against the real stack, end-to-end tests in Chromium — then one summary line.
// Beside the first three (which keep one core of two busy), the contract suite runs a second
// time the way the app deploys: against a stock PostgreSQL server, with every function under
// Deno. Its output is shown once it is done.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findStockPostgres, startStockPostgres } from './stock-postgres.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const reportsDir = mkdtempSync(join(tmpdir(), 'astro-test-reports-'));
const results = [];

/** Runs a command to its end; its output goes to the terminal, or to `logFile` when given. */
function run(command, args, env = {}, logFile) {
  return new Promise((resolve) => {
    const out = logFile ? openSync(logFile, 'w') : 'inherit';
    const child = spawn(command, args, {
      cwd: root,
      stdio: logFile ? ['ignore', out, out] : 'inherit',
      env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --no-deprecation`.trim(), ...env },
    });
    child.on('close', (code, signal) => {
      if (logFile) closeSync(out);
      resolve(code ?? (signal ? 1 : 0));
    });
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

/** Runs jest and counts its tests; `options.env` adds variables, `options.logFile` keeps the output. */
async function runJest(name, args, options = {}) {
  const started = Date.now();
  const report = join(reportsDir, `${name.replace(/\W+/g, '-')}.json`);
  const code = await run('npx', ['jest', ...args, '--json', `--outputFile=${report}`], options.env, options.logFile);
  const json = readJson(report);
  const passed = json?.numPassedTests ?? 0;
  // A suite that fails to load has no failed tests in it, but it failed all the same.
  const failed = (json?.numFailedTests ?? 0) + (json?.numRuntimeErrorTestSuites ?? 0) + (json ? 0 : 1);
  return { name, passed, failed: code !== 0 && failed === 0 ? 1 : failed, seconds: (Date.now() - started) / 1000 };
}

async function jestLevel(name, args) {
  banner(name);
  results.push(await runJest(name, args));
}

const DEPLOY_LEVEL = 'contract tests: stock PG, Deno';
/** Tests of the embedded server itself (its data directory, shutdown, a killed server process). */
const EMBEDDED_ONLY_FILES = ['/shutdown\\.contract\\.', '/child-fault\\.contract\\.'];
/**
 * Tests whose premise holds on Node only: Deno's HTTP client sends an idempotent request again
 * when the reused connection it went out on closes before any answer, so one dropped provider
 * connection is not a failure there.
 */
const NODE_ONLY_TESTS = [
  'GET /functions/v1/grok/models falls back to the spec list when the provider call fails (drop)',
];
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The back-end contract suite once more, as the app deploys to hosted Supabase: the stack's
 * database is a stock PostgreSQL server (Debian's package, reached through DATABASE_URL, where
 * the stack applies the bootstrap and every migration) and each function runs under Deno
 * (FUNCTIONS_RUNTIME=deno). Without a PostgreSQL server the level is skipped, except on CI.
 */
async function deployLevel(logFile) {
  const started = Date.now();
  const binDir = findStockPostgres();
  if (!binDir) {
    const message = 'no PostgreSQL server installed (apt-get install -y postgresql)';
    return { name: DEPLOY_LEVEL, passed: 0, failed: process.env.CI ? 1 : 0, skipped: message, seconds: 0 };
  }
  let server;
  try {
    server = await startStockPostgres(binDir);
  } catch (error) {
    console.error(`${DEPLOY_LEVEL}: ${error.message}`);
    return { name: DEPLOY_LEVEL, passed: 0, failed: 1, seconds: (Date.now() - started) / 1000 };
  }
  try {
    const result = await runJest(
      DEPLOY_LEVEL,
      [
        '--ci',
        '-c',
        'backend/jest.contract.config.cjs',
        '--testPathIgnorePatterns',
        '/node_modules/',
        '/dist/',
        ...EMBEDDED_ONLY_FILES,
        '--testNamePattern',
        `^(?!(${NODE_ONLY_TESTS.map(escapeRegExp).join('|')})$)`,
      ],
      { env: { DATABASE_URL: server.url, FUNCTIONS_RUNTIME: 'deno' }, logFile },
    );
    return { ...result, seconds: (Date.now() - started) / 1000, detail: server.version };
  } finally {
    await server.stop();
  }
}

/** Every test of a Playwright JSON report, with its title path, time-out and longest run. */
function playwrightTests(suite, titles = []) {
  const path = suite.title ? [...titles, suite.title] : titles;
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests.map((test) => ({
      title: [...path, spec.title].slice(1).join(' › '),
      file: `${spec.file}:${spec.line}`,
      timeout: test.timeout,
      ms: Math.max(0, ...test.results.map((result) => result.duration)),
    })),
  );
  return [...own, ...(suite.suites ?? []).flatMap((child) => playwrightTests(child, path))];
}

/**
 * The ten slowest end-to-end tests and the share of its time-out each used, so a test drifting
 * towards its limit is seen before it fails on a slower machine.
 */
function printSlowestTests(json) {
  const tests = (json?.suites ?? []).flatMap((suite) => playwrightTests(suite));
  if (tests.length === 0) return;
  console.log('\nslowest end-to-end tests (time, share of the time-out):');
  for (const test of tests.sort((a, b) => b.ms - a.ms).slice(0, 10)) {
    const share = test.timeout ? `${Math.round((100 * test.ms) / test.timeout)}%`.padStart(4) : '   ?';
    console.log(`  ${(test.ms / 1000).toFixed(1).padStart(6)} s ${share}  ${test.file}  ${test.title}`);
  }
}

async function playwrightLevel(name) {
  banner(name);
  const started = Date.now();
  const report = join(reportsDir, 'e2e.json');
  const code = await run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    E2E_JSON_REPORT: report,
  });
  const json = readJson(report);
  printSlowestTests(json);
  const stats = json?.stats;
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  const failed = stats?.unexpected ?? 0;
  results.push({ name, passed, failed: code !== 0 && failed === 0 ? 1 : failed, seconds: (Date.now() - started) / 1000 });
}

const deployLog = join(reportsDir, 'deploy-level.log');
const deployRun = deployLevel(deployLog).catch((error) => {
  console.error(`${DEPLOY_LEVEL}: ${error?.stack ?? error}`);
  return { name: DEPLOY_LEVEL, passed: 0, failed: 1, seconds: 0 };
});
await check('typecheck', 'npx', ['tsc', '-b']);
await check('lint', 'npx', ['eslint', '--max-warnings=0', '.']);
await jestLevel('unit tests', ['--ci']);
banner(`${DEPLOY_LEVEL} (run beside the levels above)`);
const waitStarted = Date.now();
const deployed = await deployRun;
try {
  process.stdout.write(readFileSync(deployLog, 'utf8'));
} catch {
  // The level never started jest (skipped, or PostgreSQL did not start): nothing to show.
}
if (deployed.skipped) console.log(`skipped: ${deployed.skipped}${process.env.CI ? ' — required on CI' : ''}`);
else if (deployed.detail) console.log(`database: ${deployed.detail}; functions: deno serve`);
console.log(`${DEPLOY_LEVEL}: ${deployed.seconds.toFixed(0)} s, of which ${((Date.now() - waitStarted) / 1000).toFixed(0)} s after the unit tests`);
results.push(deployed);
const built = await check('production build', 'node', ['scripts/build.mjs', '--if-stale']);
await jestLevel('back-end contract tests', ['--ci', '-c', 'backend/jest.contract.config.cjs']);
if (built) await playwrightLevel('end-to-end tests (Chromium)');
else results.push({ name: 'end-to-end tests (Chromium)', passed: 0, failed: 1, seconds: 0 });

rmSync(reportsDir, { recursive: true, force: true });
banner('summary');
for (const r of results) {
  const mark = r.failed ? '✗' : r.skipped ? '–' : '✓';
  const note = r.skipped ? `  skipped: ${r.skipped}` : '';
  console.log(`${mark} ${r.name.padEnd(32)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds.toFixed(0)} s${note}`);
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
