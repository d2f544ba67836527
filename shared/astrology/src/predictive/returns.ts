import type { Chart, ChartInput } from '../engine/chart/compute-chart';
import type { EphemerisStore } from '../engine/ephemeris/ephemeris-store';
import { deltaTSeconds } from '../engine/time/delta-t';
import { julianDayFromDate } from '../engine/time/julian';
import { angleDiff, ARCSECOND, hermiteCrossing, solveCrossing } from './root-finding';
import { SkyPositions } from './sky-positions';

export type ReturnBody = 'sun' | 'moon';

/** Sampling step, days: the Sun moves about 5° in it, the Moon about 6°. */
const STEP: Record<ReturnBody, number> = { sun: 5, moon: 0.5 };
/** Longest wait, days: a year for the Sun, a sidereal month for the Moon, with room to spare. */
const HORIZON: Record<ReturnBody, number> = { sun: 372, moon: 30 };

/**
 * The first instant after `after` when the Sun (or Moon) is back at `natalLon`, to well within a
 * second of time: the arc tolerance is a hundredth of an arcsecond, and the last Newton step pins
 * the instant.
 */
export function findReturn(
  store: EphemerisStore,
  body: ReturnBody,
  natalLon: number,
  after: Date,
): Date {
  const sky = new SkyPositions(store);
  const afterUT = julianDayFromDate(after);
  let a = afterUT + deltaTSeconds(afterUT) / 86400;
  let pa = sky.position(body, a);
  for (let waited = 0; waited < HORIZON[body]; waited += STEP[body]) {
    const b = a + STEP[body];
    const pb = sky.position(body, b);
    const fa = angleDiff(pa.lon, natalLon);
    const fb = fa + angleDiff(pb.lon, pa.lon);
    if ((fa < 0 && fb >= 0) || (fa === 0 && waited > 0)) {
      const t = solveCrossing(
        (x) => {
          const p = sky.position(body, x);
          return { offset: angleDiff(p.lon, natalLon), speed: p.speed };
        },
        a,
        b,
        fa,
        fb,
        ARCSECOND / 100,
        hermiteCrossing(a, b, fa, fb, pa.speed, pb.speed),
      );
      const jdUT = t - deltaTSeconds(t) / 86400;
      return new Date((jdUT - 2440587.5) * 86400000);
    }
    a = b;
    pa = pb;
  }
  throw new RangeError(`No ${body} return found within ${HORIZON[body]} days`);
}

/** The return and its chart, cast for `place` (where the person is at the time). */
export function returnChart(
  store: EphemerisStore,
  compute: (input: ChartInput) => Chart,
  input: {
    body: ReturnBody;
    natal: Chart;
    after: Date;
    place: Pick<ChartInput, 'lat' | 'lon' | 'houses'>;
  },
): { exact: Date; chart: Chart } {
  const exact = findReturn(store, input.body, input.natal.bodies[input.body].lon, input.after);
  return { exact, chart: compute({ ...input.place, utc: exact }) };
}
