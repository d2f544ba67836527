// Heliocentric N-body integration (classical RK4, fixed step). Perturbers whose orbits come
// from VSOP87 are supplied as position functions. For the outer bodies the inner planets are
// folded into the central mass, which moves their pull on bodies beyond 8 AU by well under a
// milliarcsecond; Mars gets every planet and the Sun's relativistic term.
import type { Vec3 } from './full-series';

export interface IntegratedBody {
  /** GM of the body itself (0 for a test particle), AU³/day². */
  gm: number;
  state: number[];
}

export interface Perturber {
  gm: number;
  position: (jd: number) => Vec3;
}

export interface IntegrationOptions {
  /**
   * GM (AU³/day²) of the central body whose first post-Newtonian (Schwarzschild) term is added;
   * 0 leaves it out. It turns Mars' perihelion by 1.35″ a century.
   */
  relativisticGm?: number;
}

/** Speed of light, AU/day. */
const C_AU_PER_DAY = 173.1446326846693;

export interface Trajectory {
  start: number;
  step: number;
  /** states[(sample·bodies + body)·6 + k] */
  states: Float64Array;
  bodies: number;
  samples: number;
}

export function integrate(
  centralGm: number,
  bodies: IntegratedBody[],
  perturbers: Perturber[],
  t0: number,
  t1: number,
  step: number,
  { relativisticGm = 0 }: IntegrationOptions = {},
): Trajectory {
  const n = bodies.length;
  const grFactor = relativisticGm / (C_AU_PER_DAY * C_AU_PER_DAY);
  const dir = Math.sign(t1 - t0);
  const h = dir * step;
  const samples = Math.floor(Math.abs(t1 - t0) / step) + 1;
  const states = new Float64Array(samples * n * 6);
  let y = bodies.flatMap((b) => b.state);
  const deriv = (t: number, s: number[]): number[] => {
    const pp = perturbers.map((p) => p.position(t));
    const out = new Array<number>(6 * n);
    for (let i = 0; i < n; i++) {
      const xi = s[6 * i];
      const yi = s[6 * i + 1];
      const zi = s[6 * i + 2];
      const ri = Math.sqrt(xi * xi + yi * yi + zi * zi);
      const ri3 = ri * ri * ri;
      const mu = centralGm + bodies[i].gm;
      let ax = (-mu * xi) / ri3;
      let ay = (-mu * yi) / ri3;
      let az = (-mu * zi) / ri3;
      if (grFactor > 0) {
        // a = GM/(c²r³)·[(4GM/r − v²)·r + 4(r·v)·v], PPN β = γ = 1.
        const vx = s[6 * i + 3];
        const vy = s[6 * i + 4];
        const vz = s[6 * i + 5];
        const radial = (4 * relativisticGm) / ri - (vx * vx + vy * vy + vz * vz);
        const rv4 = 4 * (xi * vx + yi * vy + zi * vz);
        const f = grFactor / ri3;
        ax += f * (radial * xi + rv4 * vx);
        ay += f * (radial * yi + rv4 * vy);
        az += f * (radial * zi + rv4 * vz);
      }
      const pull = (gm: number, px: number, py: number, pz: number) => {
        const dx = px - xi;
        const dy = py - yi;
        const dz = pz - zi;
        const d3 = Math.pow(dx * dx + dy * dy + dz * dz, 1.5);
        const p3 = Math.pow(px * px + py * py + pz * pz, 1.5);
        ax += gm * (dx / d3 - px / p3);
        ay += gm * (dy / d3 - py / p3);
        az += gm * (dz / d3 - pz / p3);
      };
      perturbers.forEach((p, k) => pull(p.gm, pp[k][0], pp[k][1], pp[k][2]));
      for (let j = 0; j < n; j++) {
        if (j !== i && bodies[j].gm > 0) pull(bodies[j].gm, s[6 * j], s[6 * j + 1], s[6 * j + 2]);
      }
      out[6 * i] = s[6 * i + 3];
      out[6 * i + 1] = s[6 * i + 4];
      out[6 * i + 2] = s[6 * i + 5];
      out[6 * i + 3] = ax;
      out[6 * i + 4] = ay;
      out[6 * i + 5] = az;
    }
    return out;
  };
  const add = (a: number[], b: number[], f: number) => a.map((v, k) => v + f * b[k]);
  let t = t0;
  states.set(y, 0);
  for (let k = 1; k < samples; k++) {
    const k1 = deriv(t, y);
    const k2 = deriv(t + h / 2, add(y, k1, h / 2));
    const k3 = deriv(t + h / 2, add(y, k2, h / 2));
    const k4 = deriv(t + h, add(y, k3, h));
    y = y.map((v, m) => v + (h / 6) * (k1[m] + 2 * k2[m] + 2 * k3[m] + k4[m]));
    t = t0 + k * h;
    states.set(y, k * n * 6);
  }
  return { start: t0, step: h, states, bodies: n, samples };
}

/** Cubic Hermite interpolation of one body's position from the stored states. */
export function trajectoryPosition(tr: Trajectory, body: number, jd: number): Vec3 {
  const u = (jd - tr.start) / tr.step;
  const k = Math.min(tr.samples - 2, Math.max(0, Math.floor(u)));
  const s = u - k;
  const a = (k * tr.bodies + body) * 6;
  const b = ((k + 1) * tr.bodies + body) * 6;
  const h00 = (1 + 2 * s) * (1 - s) * (1 - s);
  const h10 = s * (1 - s) * (1 - s);
  const h01 = s * s * (3 - 2 * s);
  const h11 = s * s * (s - 1);
  const out: number[] = [];
  for (let c = 0; c < 3; c++) {
    out.push(
      h00 * tr.states[a + c] +
        h10 * tr.step * tr.states[a + 3 + c] +
        h01 * tr.states[b + c] +
        h11 * tr.step * tr.states[b + 3 + c],
    );
  }
  return out as Vec3;
}

/** Joins a backward and a forward trajectory from the same epoch into one position function. */
export function twoWayPosition(backward: Trajectory, forward: Trajectory, body: number) {
  return (jd: number): Vec3 =>
    jd < forward.start
      ? trajectoryPosition(backward, body, jd)
      : trajectoryPosition(forward, body, jd);
}
