// The ephemeris files as Node and Deno read them (CLI, tests, benchmarks, back-end functions):
// straight from the package.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

async function dataDir(): Promise<string> {
  // CommonJS (Jest, tsx) has __dirname; an ES module runtime (Deno) has import.meta instead,
  // which CommonJS cannot even parse, so that lives in a module of its own.
  if (typeof __dirname === 'string') return path.join(__dirname, '..', 'data');
  return (await import('./module-data-dir')).MODULE_DATA_DIR;
}

export async function readEphemerisFile(fileName: string): Promise<ArrayBuffer> {
  const bytes = await readFile(path.join(await dataDir(), fileName));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}
