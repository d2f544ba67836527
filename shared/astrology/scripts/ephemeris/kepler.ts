import type { Vec3 } from './full-series';

const DEG = Math.PI / 180;

/** Heliocentric state from osculating elements; angles in degrees, μ in AU³/day². */
export function stateFromElements(
  a: number,
  e: number,
  iDeg: number,
  nodeDeg: number,
  periDeg: number,
  trueAnomaly: number,
  mu: number,
): [Vec3, Vec3] {
  const i = iDeg * DEG;
  const node = nodeDeg * DEG;
  const peri = periDeg * DEG;
  const p = a * (1 - e * e);
  const r = p / (1 + e * Math.cos(trueAnomaly));
  const u = peri + trueAnomaly;
  const cn = Math.cos(node);
  const sn = Math.sin(node);
  const ci = Math.cos(i);
  const si = Math.sin(i);
  const cu = Math.cos(u);
  const su = Math.sin(u);
  const pos: Vec3 = [r * (cn * cu - sn * su * ci), r * (sn * cu + cn * su * ci), r * su * si];
  const h = Math.sqrt(mu / p);
  const vr = h * e * Math.sin(trueAnomaly);
  const vt = h * (1 + e * Math.cos(trueAnomaly));
  const vel: Vec3 = [
    (vr * pos[0]) / r + vt * (-cn * su - sn * cu * ci),
    (vr * pos[1]) / r + vt * (-sn * su + cn * cu * ci),
    (vr * pos[2]) / r + vt * (cu * si),
  ];
  return [pos, vel];
}

/** True anomaly of a heliocentric position lying in the orbit plane given by Ω, i, ω. */
export function trueAnomalyOfPosition(
  pos: Vec3,
  iDeg: number,
  nodeDeg: number,
  periDeg: number,
): number {
  const node = nodeDeg * DEG;
  const i = iDeg * DEG;
  const x = pos[0] * Math.cos(node) + pos[1] * Math.sin(node);
  const y =
    (-pos[0] * Math.sin(node) + pos[1] * Math.cos(node)) * Math.cos(i) + pos[2] * Math.sin(i);
  return Math.atan2(y, x) - periDeg * DEG;
}
