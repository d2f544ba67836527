import { fileURLToPath } from 'node:url';

/** The ephemeris files' folder, for ES module runtimes (see node-file-loader.ts). */
export const MODULE_DATA_DIR = fileURLToPath(new URL('../data/', import.meta.url));
