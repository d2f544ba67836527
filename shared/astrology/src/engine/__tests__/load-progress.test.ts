/**
 * @jest-environment node
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  EphemerisNotLoadedError,
  type EphemerisLoadProgress,
  loadChartEngine,
  setEphemerisFileLoader,
} from '..';

const DATA_DIR = path.join(__dirname, '..', 'data');
let read: string[] = [];

beforeEach(() => {
  read = [];
  setEphemerisFileLoader(async (name) => {
    read.push(name);
    const bytes = await readFile(path.join(DATA_DIR, name));
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  });
});
afterAll(() => setEphemerisFileLoader(undefined));

const centuriesRead = () =>
  [...new Set(read.map((name) => name.replace(/^\w+-(\d+)\.bin$/, '$1')))].sort();

test('loading reports each file as it arrives, and later callers hear it is complete', async () => {
  const first: EphemerisLoadProgress[] = [];
  const engine = await loadChartEngine((progress) => first.push(progress));
  // 11 bodies × 10 centuries (1500–2500).
  expect(first[0]).toEqual({ loaded: 0, total: 110 });
  expect(first.map((p) => p.loaded)).toEqual(Array.from({ length: 111 }, (_, i) => i));
  expect(typeof engine.computeChart).toBe('function');

  const second: EphemerisLoadProgress[] = [];
  await loadChartEngine((progress) => second.push(progress));
  expect(second).toEqual([{ loaded: 110, total: 110 }]);
  expect(read).toHaveLength(110);
});

test('a chart loads only its own century, and prepare() fetches another on demand', async () => {
  const engine = await loadChartEngine(undefined, {
    from: new Date('1990-06-15T12:00:00Z'),
    to: new Date('1990-06-15T12:00:00Z'),
  });
  expect(centuriesRead()).toEqual(['1900']);
  expect(read).toHaveLength(11);
  expect(
    engine.computeChart({ utc: new Date('1990-06-15T12:00:00Z'), lat: 51.5, lon: 0 }).bodies.moon
      .lon,
  ).toEqual(expect.any(Number));

  const later = { utc: new Date('2050-03-01T00:00:00Z'), lat: 51.5, lon: 0 };
  expect(() => engine.computeChart(later)).toThrow(EphemerisNotLoadedError);
  const progress: EphemerisLoadProgress[] = [];
  await engine.prepare(later.utc, later.utc, (p) => progress.push(p));
  expect(progress.at(-1)).toEqual({ loaded: 11, total: 11 });
  expect(centuriesRead()).toEqual(['1900', '2000']);
  expect(engine.computeChart(later).bodies.sun.sign).toBe('Pisces');
});

test('an instant near a century boundary loads both centuries it touches', async () => {
  const engine = await loadChartEngine(undefined, {
    from: new Date('1999-12-31T23:00:00Z'),
    to: new Date('1999-12-31T23:00:00Z'),
  });
  expect(centuriesRead()).toEqual(['1900', '2000']);
  // The true node's rate samples the Moon on both sides of 2000-01-01 0h TT.
  expect(
    engine.computeChart({ utc: new Date('1999-12-31T23:58:00Z'), lat: 0, lon: 0 }).bodies.trueNode
      .speed,
  ).toBeLessThan(0);
});

test('a file that fails to load is read again on the next attempt', async () => {
  let failures = 1;
  setEphemerisFileLoader(async (name) => {
    if (name === 'moon-2100.bin' && failures-- > 0) throw new Error('offline');
    read.push(name);
    const bytes = await readFile(path.join(DATA_DIR, name));
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  });
  const span = { from: new Date('2150-01-01T00:00:00Z'), to: new Date('2150-01-01T00:00:00Z') };
  await expect(loadChartEngine(undefined, span)).rejects.toThrow('offline');
  const engine = await loadChartEngine(undefined, span);
  expect(read.filter((name) => name === 'moon-2100.bin')).toHaveLength(1);
  expect(engine.computeChart({ utc: span.from, lat: 0, lon: 0 }).bodies.moon.lon).toEqual(
    expect.any(Number),
  );
});
