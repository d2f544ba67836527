import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The repository root: the nearest folder above `start` whose package.json declares workspaces. */
export function findProjectRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        if ('workspaces' in (JSON.parse(readFileSync(manifest, 'utf8')) as object)) return dir;
      } catch {
        // An unreadable manifest is not the root; keep climbing.
      }
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No workspace root found above ${start}`);
    dir = parent;
  }
}
