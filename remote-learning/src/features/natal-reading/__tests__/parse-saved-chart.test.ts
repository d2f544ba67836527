import { parseSavedChart } from '../model/parse-saved-chart';

const row = (snapshot: unknown, extra: object = {}) => ({
  id: 'c1',
  name: 'Ada',
  birth_date: '1990-05-17',
  birth_time: '14:30:00',
  time_unknown: false,
  place_name: 'Lisbon, Portugal',
  snapshot,
  ...extra,
});

describe('parseSavedChart', () => {
  it('reads a chart-engine snapshot with bodies, angles and house cusps', () => {
    const cusps = Array.from({ length: 12 }, (_, i) => (100 + i * 30) % 360);
    const chart = parseSavedChart(
      row({
        bodies: {
          sun: { lon: 56.3, speed: 0.96 },
          moon: { lon: 400 },
          meanNode: { lon: 300 },
          trueNode: { lon: 301 },
          lilith: { lon: 5 },
        },
        angles: { asc: 100, mc: 10 },
        houses: { system: 'whole-sign', cusps },
      }),
    );
    expect(chart).toMatchObject({
      source: 'saved',
      name: 'Ada',
      points: { sun: 56.3, moon: 40, northNode: 301, southNode: 121 },
      angles: { asc: 100, mc: 10 },
      houseSystem: 'Whole Sign',
      birthLine: '17 May 1990, 14:30, Lisbon, Portugal',
    });
    expect(chart?.cusps).toHaveLength(12);
  });

  it('accepts an array of named bodies with longitude fields', () => {
    const chart = parseSavedChart(
      row({
        planets: [{ name: 'Sun', longitude: 10 }, { name: 'Moon', longitude: 20 }, { oops: true }],
      }),
    );
    expect(chart?.points).toEqual({ sun: 10, moon: 20 });
    expect(chart?.angles).toBeNull();
  });

  it('drops angles and houses when the birth time is unknown', () => {
    const chart = parseSavedChart(
      row(
        {
          bodies: { sun: 1, moon: 2 },
          angles: { asc: 3, mc: 4 },
          houses: { cusps: Array(12).fill(0) },
        },
        { time_unknown: true },
      ),
    );
    expect(chart).toMatchObject({
      angles: null,
      cusps: null,
      birthLine: '17 May 1990, birth time unknown, Lisbon, Portugal',
    });
  });

  it('returns null for snapshots it cannot read instead of throwing', () => {
    expect(parseSavedChart(row(null))).toBeNull();
    expect(parseSavedChart(row('not a chart'))).toBeNull();
    expect(parseSavedChart(row({ bodies: { sun: { lon: 'x' }, moon: 3 } }))).toBeNull();
    expect(parseSavedChart({ nothing: true })).toBeNull();
  });
});
