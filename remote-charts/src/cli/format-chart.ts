import type { Chart } from '@astro/astrology';

/** The CLI's JSON shape (issue 7 §2); a Porphyry substitution adds `houses.fallback`. */
export function formatChart(chart: Chart): Record<string, unknown> {
  const bodies: Record<string, unknown> = {};
  for (const [name, b] of Object.entries(chart.bodies)) {
    bodies[name] = {
      lon: b.lon,
      lat: b.lat,
      speed: b.speed,
      retrograde: b.retrograde,
      sign: b.sign,
      house: b.house,
    };
  }
  return {
    utc: chart.utc,
    jdUT: chart.jdUT,
    deltaT: chart.deltaT,
    bodies,
    angles: chart.angles,
    houses: {
      system: chart.houses.system,
      cusps: chart.houses.cusps,
      ...(chart.houses.fallback
        ? { requested: chart.houses.requested, fallback: chart.houses.fallback }
        : {}),
    },
    aspects: chart.aspects,
    partOfFortune: chart.partOfFortune,
  };
}
