// The atlas in Node (the CLI, tests and benchmarks): the same files the web app fetches,
// read from the source tree.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ATLAS_INDEX_FILE } from './generated/atlas-index-file';
import { type Atlas, createShardedAtlas } from './sharded-atlas';

export const ATLAS_SHARD_DIR = path.join(__dirname, 'generated', 'shards');

export async function readAtlasFile(file: string): Promise<unknown> {
  // Names come from the index; never let one reach outside the folder.
  if (path.basename(file) !== file) throw new Error(`atlas file name ${JSON.stringify(file)}`);
  return JSON.parse(await readFile(path.join(ATLAS_SHARD_DIR, file), 'utf8')) as unknown;
}

/** A new atlas over the files on disk. */
export function createNodeAtlas(): Atlas {
  return createShardedAtlas(readAtlasFile, ATLAS_INDEX_FILE);
}
