import { EPHEMERIS_END, EPHEMERIS_START, SERIES_NAMES } from './bodies';
import { blocksBetween, ephemerisFileName } from './ephemeris-blocks';
import { decodeEphemerisFile } from './ephemeris-file';
import { EphemerisStore } from './ephemeris-store';

/** Reads one ephemeris file by name (e.g. `moon-1900.bin`). */
export type EphemerisFileLoader = (fileName: string) => Promise<ArrayBuffer>;

/** How much of the requested ephemeris data has arrived: one step per file. */
export interface EphemerisLoadProgress {
  loaded: number;
  total: number;
}
export type EphemerisProgressListener = (progress: EphemerisLoadProgress) => void;

const isNode = () =>
  typeof (globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node ===
  'string';

// Browsers fetch the files the bundler emitted (content-hashed, cached by the service worker);
// Node reads them from the package. webpackIgnore keeps node:fs out of the browser bundle.
const defaultLoader: EphemerisFileLoader = async (fileName) => {
  if (isNode()) {
    const { readEphemerisFile } = await import(/* webpackIgnore: true */ './node-file-loader');
    return readEphemerisFile(fileName);
  }
  const { ephemerisFileUrl } = await import('./ephemeris-urls');
  const response = await fetch(ephemerisFileUrl(fileName));
  if (!response.ok) throw new Error(`${fileName}: HTTP ${response.status}`);
  return response.arrayBuffer();
};

let loader: EphemerisFileLoader = defaultLoader;
const store = new EphemerisStore();
/** Files read and decoded, or on their way; a failed read is forgotten so it can be retried. */
const files = new Map<string, Promise<void>>();

/** Replaces how files are read (tests; embedding the engine elsewhere) and empties the store. */
export function setEphemerisFileLoader(next: EphemerisFileLoader | undefined): void {
  loader = next ?? defaultLoader;
  files.clear();
  store.clear();
}

function loadFile(body: (typeof SERIES_NAMES)[number], block: number): Promise<void> {
  const name = ephemerisFileName(body, block);
  let pending = files.get(name);
  if (!pending) {
    pending = loader(name).then((buffer) => store.add(decodeEphemerisFile(buffer, name)));
    files.set(name, pending);
    pending.catch(() => files.delete(name));
  }
  return pending;
}

/**
 * Loads and decodes every body's files for the blocks that [fromJd, toJd] (TT, default: the whole
 * stored span) touches; files
 * already loaded are not read again. `onProgress` hears at once how many of the files this call
 * needs are there, then again as each one arrives.
 */
export async function loadEphemeris(
  fromJd = EPHEMERIS_START,
  toJd = EPHEMERIS_END,
  onProgress?: EphemerisProgressListener,
): Promise<EphemerisStore> {
  const wanted = blocksBetween(fromJd, toJd).flatMap((block) =>
    SERIES_NAMES.map((body) => ({
      body,
      block,
      done: store.has(SERIES_NAMES.indexOf(body), block),
    })),
  );
  let loaded = wanted.filter((w) => w.done).length;
  onProgress?.({ loaded, total: wanted.length });
  await Promise.all(
    wanted
      .filter((w) => !w.done)
      .map((w) =>
        loadFile(w.body, w.block).then(() => {
          loaded++;
          onProgress?.({ loaded, total: wanted.length });
        }),
      ),
  );
  return store;
}
