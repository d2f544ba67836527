// Loads the full VSOP87B and ELP/MPP02 series shipped by the `astronomia` package (MIT).
// The package does not export its data folder, so the files are imported by path.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const dataDir = path.join(path.dirname(require.resolve('astronomia')), '..', 'data');

export type VsopTerm = [number, number, number];
export interface VsopSeries {
  L: Record<string, VsopTerm[]>;
  B: Record<string, VsopTerm[]>;
  R: Record<string, VsopTerm[]>;
}
export type ElpTerm = number[];
export interface ElpSeries {
  W1: number[];
  L: Record<string, ElpTerm[]>;
  B: Record<string, ElpTerm[]>;
  R: Record<string, ElpTerm[]>;
}

async function load<T>(file: string): Promise<T> {
  const mod = (await import(pathToFileURL(path.join(dataDir, file)).href)) as { default: T };
  return mod.default;
}

export const VSOP_PLANETS = [
  'mercury',
  'venus',
  'earth',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
] as const;
export type VsopPlanet = (typeof VSOP_PLANETS)[number];

export const loadVsop87B = (planet: VsopPlanet) => load<VsopSeries>(`vsop87B${planet}.js`);
export const loadElpMpp02 = () => load<ElpSeries>('elpMppDeFull.js');
