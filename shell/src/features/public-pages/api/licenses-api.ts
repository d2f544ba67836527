import {
  baseApi,
  getEnvConfig,
  REMOTE_NAMES,
  type RemoteName,
  type SupabaseQueryError,
} from '@astro/shared';
import {
  licenseManifestSchema,
  mergeLicenseManifests,
  type LicenseManifest,
  type ShippedPackage,
} from '../model/license-list';

export const PART_LABELS: Record<'shell' | RemoteName, string> = {
  shell: 'App frame',
  chat: 'AI chat',
  charts: 'Charts',
  learning: 'Learning',
  admin: 'Admin',
};

export interface ShippedLicenses {
  packages: ShippedPackage[];
  /** Parts of the app whose list could not be read (not deployed with one, or unreachable). */
  missingParts: string[];
}

async function fetchManifest(url: string): Promise<LicenseManifest | null> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) return null;
    const parsed = licenseManifestSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Each build publishes `licenses.json` next to its own files; remotes are deployed on their own,
 * so their lists are read from wherever their entry is configured to live.
 */
export function licenseManifestUrls(origin: string): { part: string; url: string }[] {
  const config = getEnvConfig();
  return [
    { part: PART_LABELS.shell, url: new URL('/licenses.json', origin).href },
    ...REMOTE_NAMES.map((name) => ({
      part: PART_LABELS[name],
      url: new URL('licenses.json', config.remotes[name].entry).href,
    })),
  ];
}

const licensesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    shippedLicenses: build.query<ShippedLicenses, void>({
      async queryFn() {
        const sources = await Promise.all(
          licenseManifestUrls(window.location.origin).map(async ({ part, url }) => ({
            part,
            manifest: await fetchManifest(url),
          })),
        );
        if (sources.every((source) => !source.manifest)) {
          const error: SupabaseQueryError = { message: 'No license list could be loaded' };
          return { error };
        }
        return {
          data: {
            packages: mergeLicenseManifests(sources),
            missingParts: sources.filter((source) => !source.manifest).map((source) => source.part),
          },
        };
      },
    }),
  }),
});

export const { useShippedLicensesQuery } = licensesApi;
