/**
 * How much of the Sun's mass bends a ray that passes through the solar disc.
 *
 * Light deflection by a point mass grows without bound towards the Sun's centre. A body seen
 * within the disc (behind the Sun, e.g. a planet at superior conjunction or "cazimi") has its
 * light pass — notionally — through the Sun, and a thin gravitational lens bends a ray at impact
 * parameter b by 4G·M(<b)/(c²b), where M(<b) is the mass inside the cylinder of radius b along
 * the line of sight. Without it a planet deep behind the disc is off by several arcseconds.
 */

/** IAU 2015 Resolution B3 nominal solar radius, km. */
export const SOLAR_RADIUS_KM = 695700;

/**
 * Density (g/cm³) against r/R☉ of the standard solar model of Turck-Chièze, Cahen, Cassé &
 * Doom (1988, ApJ 335, 415). Only the shape matters: the profile is normalised to one solar
 * mass below, and its integral matches the model's own mass column to 0.3 %.
 */
// prettier-ignore
const RADIUS = [
  0, 0.01, 0.022, 0.061, 0.09, 0.12, 0.166, 0.202, 0.246, 0.281, 0.317, 0.37, 0.453, 0.611,
  0.7304, 0.862, 0.965, 1,
];
// prettier-ignore
const DENSITY = [
  147.74, 146.66, 142.73, 116.1, 93.35, 72.73, 48.19, 34.28, 21.958, 15.157, 10.157, 5.566, 2.259,
  0.4483, 0.1528, 0.042, 0.00361, 1.99e-7,
];
const LOG_DENSITY = DENSITY.map(Math.log);

/** Density at r (solar radii), interpolated linearly in its logarithm. */
function density(r: number): number {
  let k = 1;
  while (k < RADIUS.length - 1 && RADIUS[k] < r) k++;
  const f = (r - RADIUS[k - 1]) / (RADIUS[k] - RADIUS[k - 1]);
  return Math.exp(LOG_DENSITY[k - 1] + f * (LOG_DENSITY[k] - LOG_DENSITY[k - 1]));
}

const STEPS = 256;

/**
 * Mass outside the cylinder of radius x, up to 4π: ∫ₓ¹ ρ(r) r √(r² − x²) dr, taken with
 * s = √(r² − x²) as ∫ ρ(√(x² + s²)) s² ds, which is smooth (Simpson's rule).
 */
function massOutsideCylinder(x: number): number {
  const top = Math.sqrt(1 - x * x);
  const h = top / STEPS;
  let sum = 0;
  for (let i = 0; i <= STEPS; i++) {
    const s = i * h;
    const weight = i === 0 || i === STEPS ? 1 : i % 2 === 1 ? 4 : 2;
    sum += weight * density(Math.sqrt(x * x + s * s)) * s * s;
  }
  return (sum * h) / 3;
}

let totalMass = 0;

/**
 * Fraction of the solar mass inside the cylinder of radius x solar radii about the line of
 * sight through the Sun's centre: 0 at the centre, 1 at and beyond the limb.
 */
export function projectedMassFraction(x: number): number {
  if (x >= 1) return 1;
  if (x <= 0) return 0;
  if (totalMass === 0) totalMass = massOutsideCylinder(0);
  return 1 - massOutsideCylinder(x) / totalMass;
}
