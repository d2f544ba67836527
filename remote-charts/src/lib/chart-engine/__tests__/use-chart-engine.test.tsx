import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { renderHook, waitFor } from '@testing-library/react';
import { setEphemerisFileLoader } from '@astro/astrology';
import { useChartEngine } from '../use-chart-engine';

const DATA_DIR = path.join(
  __dirname,
  '..',
  '..',
  '..',
  '..',
  '..',
  'shared',
  'astrology',
  'src',
  'engine',
  'data',
);
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

const centuries = () =>
  [...new Set(read.map((name) => name.replace(/^\w+-(\d+)\.bin$/, '$1')))].sort();

test('a birth of 1650 progressed to today loads those two centuries only', async () => {
  const birth = new Date('1650-06-01T12:00:00Z');
  const today = new Date('2026-11-29T12:00:00Z');
  const { result } = renderHook(() => useChartEngine([birth, today]));
  expect(result.current.status).toBe('loading');
  await waitFor(() => expect(result.current.status).toBe('ready'));
  expect(centuries()).toEqual(['1600', '2000']);
  const engine = result.current.status === 'ready' ? result.current.engine : null;
  expect(engine?.computeChart({ utc: birth, lat: 52, lon: 0 }).bodies.sun.sign).toBe('Gemini');
});

test('an engine is handed out only once it covers a changed need', async () => {
  const { result, rerender } = renderHook(({ at }) => useChartEngine([at]), {
    initialProps: { at: new Date('1990-05-15T12:00:00Z') },
  });
  await waitFor(() => expect(result.current.status).toBe('ready'));
  // Another century: loading again until its files are in, never a ready engine that would throw.
  rerender({ at: new Date('2350-01-01T00:00:00Z') });
  expect(result.current.status).toBe('loading');
  await waitFor(() => expect(result.current.status).toBe('ready'));
  expect(centuries()).toEqual(['1900', '2300']);
});

test('a page that names no instants gets 1800–2200, as before the wider range', async () => {
  const { result } = renderHook(() => useChartEngine());
  await waitFor(() => expect(result.current.status).toBe('ready'));
  expect(centuries()).toEqual(['1800', '1900', '2000', '2100']);
});
