/**
 * @jest-environment node
 */
import { runCli } from '../run-cli';

async function run(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err, json: out[0] ? (JSON.parse(out[0]) as Record<string, unknown>) : null };
}

const NATAL = ['--natal-utc', '1990-05-15T13:30:00Z', '--lat', '51.5074', '--lon', '-0.1278'];
const ISO_SECOND = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

describe('chart CLI: transits, returns, progressions and synastry', () => {
  test('transits: events of the three kinds, sorted, with exact times to the second', async () => {
    const { code, json, err } = await run([
      'transits',
      ...NATAL,
      '--from',
      '2026-01-01T00:00:00Z',
      '--to',
      '2026-07-01T00:00:00Z',
    ]);
    expect(err).toEqual([]);
    expect(code).toBe(0);
    const events = json!.events as { type: string; exact: string }[];
    expect(new Set(events.map((e) => e.type))).toEqual(new Set(['aspect', 'ingress', 'station']));
    expect(events.map((e) => e.exact)).toEqual([...events.map((e) => e.exact)].sort());
    expect(events.every((e) => ISO_SECOND.test(e.exact))).toBe(true);
    expect(events.find((e) => e.type === 'aspect')).toEqual({
      type: 'aspect',
      transiting: expect.any(String),
      natal: expect.any(String),
      aspect: expect.any(String),
      exact: expect.stringMatching(ISO_SECOND),
    });
    expect(events).toContainEqual({
      type: 'station',
      body: 'mercury',
      direction: 'retrograde',
      exact: expect.stringMatching(/^2026-02-26T/),
    });
  });

  test('--moon and --minor add the Moon and the minor aspects', async () => {
    const range = ['--from', '2026-01-01T00:00:00Z', '--to', '2026-01-15T00:00:00Z'];
    const plain = (await run(['transits', ...NATAL, ...range])).json!.events as {
      transiting?: string;
      aspect?: string;
    }[];
    const more = (await run(['transits', ...NATAL, ...range, '--moon', '--minor'])).json!
      .events as typeof plain;
    expect(plain.some((e) => e.transiting === 'moon' || e.aspect === 'quincunx')).toBe(false);
    expect(more.some((e) => e.transiting === 'moon')).toBe(true);
    expect(more.length).toBeGreaterThan(plain.length);
  });

  test('return: the exact instant and a chart cast where the person is', async () => {
    const { code, json } = await run([
      'return',
      '--body',
      'sun',
      ...NATAL,
      '--after',
      '2026-01-01T00:00:00Z',
      '--at-lat',
      '48.8566',
      '--at-lon',
      '2.3522',
    ]);
    expect(code).toBe(0);
    expect(json!.exact).toMatch(/^2026-05-15T\d{2}:\d{2}:\d{2}Z$/);
    const chart = json!.chart as { bodies: { sun: { lon: number } }; angles: { asc: number } };
    expect(chart.bodies.sun.lon).toBeCloseTo(54.45637, 4);
  });

  test('progressed: secondary by default, solar arc on request', async () => {
    const secondary = await run(['progressed', ...NATAL, '--on', '2026-05-15']);
    expect(secondary.json!.method).toBe('secondary');
    const arc = await run(['progressed', ...NATAL, '--on', '2026-05-15', '--method', 'solar-arc']);
    expect(arc.json!.method).toBe('solar-arc');
    const sun = (c: unknown) => (c as { bodies: { sun: { lon: number } } }).bodies.sun.lon;
    expect(sun(arc.json!.chart)).toBeCloseTo(sun(secondary.json!.chart), 6);
  });

  test('synastry: aspects between the two charts and the composite chart', async () => {
    const { code, json } = await run([
      'synastry',
      '--a-utc',
      '1990-05-15T13:30:00Z',
      '--a-lat',
      '51.5',
      '--a-lon',
      '-0.12',
      '--b-utc',
      '1985-12-30T22:10:00Z',
      '--b-lat',
      '40.7',
      '--b-lon',
      '-74',
    ]);
    expect(code).toBe(0);
    expect((json!.aspects as unknown[]).length).toBeGreaterThan(0);
    expect(json!.aspects).toContainEqual({
      a: expect.any(String),
      b: expect.any(String),
      type: expect.any(String),
      orb: expect.any(Number),
    });
    expect((json!.composite as { houses: { cusps: number[] } }).houses.cusps).toHaveLength(12);
  });

  test.each([
    [['transits', ...NATAL, '--from', '2026-01-01T00:00:00Z'], 'error: to: is required'],
    [
      ['transits', ...NATAL, '--from', '2026-02-01T00:00:00Z', '--to', '2026-01-01T00:00:00Z'],
      'error: to: must not be before --from',
    ],
    [
      [
        'transits',
        '--natal-utc',
        'yesterday',
        '--lat',
        '1',
        '--lon',
        '1',
        '--from',
        '2026-01-01T00:00:00Z',
        '--to',
        '2026-02-01T00:00:00Z',
      ],
      /^error: natal-utc: expected an ISO 8601 instant/,
    ],
    [
      ['return', '--body', 'mars', ...NATAL, '--after', '2026-01-01T00:00:00Z'],
      'error: body: expected sun or moon',
    ],
    [
      ['progressed', ...NATAL, '--on', '2026-05-15', '--method', 'tertiary'],
      'error: method: expected secondary or solar-arc',
    ],
    [
      [
        'synastry',
        '--a-utc',
        '1990-05-15T13:30:00Z',
        '--a-lat',
        '91',
        '--a-lon',
        '0',
        '--b-utc',
        '1985-12-30T22:10:00Z',
        '--b-lat',
        '0',
        '--b-lon',
        '0',
      ],
      'error: a-lat: must be between -90 and 90',
    ],
    [
      [
        'transits',
        ...NATAL,
        '--from',
        '2026-01-01T00:00:00Z',
        '--to',
        '2026-02-01T00:00:00Z',
        '--houses',
        'koch',
      ],
      'error: --houses: unknown option for transits',
    ],
  ])('bad input %j exits 2 with one line naming the field', async (argv, message) => {
    const { code, out, err } = await run(argv as string[]);
    expect(code).toBe(2);
    expect(out).toEqual([]);
    expect(err).toHaveLength(1);
    if (typeof message === 'string') expect(err[0]).toBe(message);
    else expect(err[0]).toMatch(message);
  });
});
