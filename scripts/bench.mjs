#!/usr/bin/env node
// `npm run bench`: every benchmark in turn. Each prints its own figures; none asserts on timing,
// because shared machines are noisy — compare the figures with the targets in the README.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const scripts = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts;
const only = process.argv.slice(2);
const benches = Object.keys(scripts).filter((name) => name.startsWith('bench:') && (only.length === 0 || only.includes(name.slice(6))));

let failures = 0;
for (const name of benches) {
  console.log(`\n━━━ ${name} ━━━`);
  const result = spawnSync('npm', ['run', '-s', name], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    failures += 1;
    console.log(`${name} did not complete (exit ${result.status})`);
  }
}
process.exit(failures ? 1 : 0);
