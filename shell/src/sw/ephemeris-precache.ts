/**
 * The chart engine's ephemeris files (one per body and century, content-hashed, listed by the
 * charts remote's build in ephemeris-files.json) that the worker stores at install, so that a
 * chart can be cast offline even before one was cast online.
 *
 * All of 1500–2500 is about 2.5 MB compressed, mostly centuries a given user never opens, and
 * more than is worth taking unasked on a phone's data plan at install; so the current century
 * (today's transits, progressions and returns) and the one before it (the births of nearly
 * everyone alive), about 0.5 MB, are stored up front. Other centuries are cached by the
 * hashed-remote-chunk route the first time a chart uses them.
 */
export type EphemerisManifest = Record<string, string[]>;

export const EPHEMERIS_MANIFEST = 'ephemeris-files.json';

/**
 * Absolute URLs of the files to store: the century of `now` and the one before, resolved against
 * the remote.
 */
export function ephemerisUrlsToPrecache(
  manifest: EphemerisManifest,
  remoteEntry: URL,
  now: Date,
): string[] {
  const current = Math.floor(now.getUTCFullYear() / 100) * 100;
  return [current - 100, current].flatMap((century) => {
    const files = manifest[String(century)];
    if (!Array.isArray(files)) return [];
    return files
      .filter((file) => typeof file === 'string')
      .map((file) => new URL(file, remoteEntry).href);
  });
}

/** Reads the run-time configuration and the charts remote's manifest, then fills `cache`. */
export async function precacheEphemeris(
  origin: string,
  cache: Cache,
  now = new Date(),
): Promise<void> {
  const config = (await (await fetch(new URL('/env-config.json', origin))).json()) as {
    remotes?: { charts?: { entry?: unknown } };
  };
  const entry = config.remotes?.charts?.entry;
  if (typeof entry !== 'string') return;
  const remoteEntry = new URL(entry, origin);
  const response = await fetch(new URL(EPHEMERIS_MANIFEST, remoteEntry), { cache: 'no-cache' });
  if (!response.ok) return;
  const urls = ephemerisUrlsToPrecache(
    (await response.json()) as EphemerisManifest,
    remoteEntry,
    now,
  );
  await Promise.all(urls.map(async (url) => (await cache.match(url)) ?? cache.add(url)));
}
