/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Runs the real entry point the way `npm run -s chart` does (tsx), to prove the wiring:
// argv, stdout, stderr and the exit code.
const WORKSPACE = path.resolve(__dirname, '..', '..', '..');

function chart(args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], {
    cwd: WORKSPACE,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

jest.setTimeout(60_000);

test('single chart: JSON on stdout, exit 0', () => {
  const { code, stdout, stderr } = chart([
    '--utc',
    '1990-05-15T13:30:00Z',
    '--lat',
    '51.5074',
    '--lon',
    '-0.1278',
  ]);
  expect(stderr).toBe('');
  expect(code).toBe(0);
  const lines = stdout.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(JSON.parse(lines[0]).bodies.sun.sign).toBe('Taurus');
});

test('batch: one result line per input line', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'chart-cli-'));
  const file = path.join(dir, 'batch.jsonl');
  writeFileSync(
    file,
    '{"utc":"2000-01-01T12:00:00Z","lat":10,"lon":20}\n{"date":"2010-07-01","time":"08:15","tz":"Asia/Tokyo","lat":35.7,"lon":139.7}\n',
  );
  const { code, stdout } = chart(['--batch', file]);
  expect(code).toBe(0);
  const lines = stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  expect(lines.map((c) => c.utc)).toEqual(['2000-01-01T12:00:00.000Z', '2010-06-30T23:15:00.000Z']);
});

test('bad input: non-zero exit and exactly one stderr line naming the field', () => {
  const { code, stdout, stderr } = chart([
    '--utc',
    '1990-05-15T13:30:00Z',
    '--lat',
    '95',
    '--lon',
    '0',
  ]);
  expect(code).toBe(2);
  expect(stdout).toBe('');
  expect(stderr.trimEnd().split('\n')).toEqual([expect.stringMatching(/^error: lat: /)]);
});
