import * as z from 'zod/mini';

/** `licenses.json`, as emitted next to each build by the license manifest plugin. */
export const licenseManifestSchema = z.object({
  app: z.string(),
  packages: z.array(
    z.object({
      name: z.string().check(z.minLength(1)),
      version: z.string().check(z.minLength(1)),
      license: z.string().check(z.minLength(1)),
      link: z.url({ protocol: /^https?$/ }),
    }),
  ),
});
export type LicenseManifest = z.infer<typeof licenseManifestSchema>;

export interface ShippedPackage {
  name: string;
  version: string;
  license: string;
  link: string;
  /** The parts of the app whose build includes this package. */
  parts: string[];
}

export interface PartSource {
  part: string;
  manifest: LicenseManifest | null;
}

/** One row per package and version, across every part of the app that ships it. */
export function mergeLicenseManifests(sources: readonly PartSource[]): ShippedPackage[] {
  const rows = new Map<string, ShippedPackage>();
  for (const { part, manifest } of sources) {
    for (const entry of manifest?.packages ?? []) {
      const key = `${entry.name}@${entry.version}`;
      const row = rows.get(key);
      if (row) {
        if (!row.parts.includes(part)) row.parts.push(part);
      } else {
        rows.set(key, { ...entry, parts: [part] });
      }
    }
  }
  return [...rows.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version),
  );
}

/** How many packages use each license, most common first. */
export function licenseSummary(
  packages: readonly ShippedPackage[],
): { license: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const entry of packages) counts.set(entry.license, (counts.get(entry.license) ?? 0) + 1);
  return [...counts.entries()]
    .map(([license, count]) => ({ license, count }))
    .sort((a, b) => b.count - a.count || a.license.localeCompare(b.license));
}
