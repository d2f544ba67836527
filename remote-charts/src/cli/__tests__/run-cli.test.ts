/**
 * @jest-environment node
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Place } from '../../atlas';
import { runCli } from '../run-cli';
import type { ResolveDeps } from '../resolve-request';

const london: Place = {
  id: 2643743,
  name: 'London',
  country: 'GB',
  countryName: 'United Kingdom',
  region: 'England',
  lat: 51.50853,
  lon: -0.12574,
  population: 8961989,
  timeZone: 'Europe/London',
};
const deps: ResolveDeps = {
  loadAtlas: async () => ({ search: async (q: string) => (/^london/i.test(q) ? [london] : []) }),
};

async function run(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { out: (l) => out.push(l), err: (l) => err.push(l) }, deps);
  return { code, out, err };
}

const UTC_ARGS = ['--utc', '1990-05-15T13:30:00Z', '--lat', '51.5074', '--lon', '-0.1278'];
/** Einstein's birth clock and Ulm's coordinates, without a zone or clock rule. */
const EINSTEIN_ARGS = [
  '--date',
  '1879-03-14',
  '--time',
  '11:30',
  '--lat',
  '48.4',
  '--lon',
  '9.98333',
];

describe('chart CLI: the birth clock', () => {
  const einstein = EINSTEIN_ARGS;
  const utcOf = async (argv: string[]) => {
    const { code, out, err } = await run(argv);
    expect([code, err]).toEqual([0, []]);
    return JSON.parse(out[0]).utc as string;
  };

  test('a zone reads a birth before standard time by the place’s own mean time', async () => {
    expect(await utcOf([...einstein, '--tz', 'Europe/Berlin'])).toBe('1879-03-14T10:50:04.000Z');
  });

  test('a fixed offset or local mean time replaces the zone, and the output states the UT used', async () => {
    expect(await utcOf([...einstein, '--utc-offset', '+01:00'])).toBe('1879-03-14T10:30:00.000Z');
    expect(await utcOf([...einstein, '--utc-offset', '-4:30'])).toBe('1879-03-14T16:00:00.000Z');
    expect(
      await utcOf([
        ...einstein.slice(0, 4),
        '--lat',
        '48.4',
        '--lon',
        '9.98333',
        '--lmt',
        '--houses',
        'koch',
      ]),
    ).toBe('1879-03-14T10:50:04.000Z');
    // After standard time began the zone says UTC+1; the record's own rule still wins.
    expect(
      await utcOf([
        '--date',
        '1900-03-14',
        '--time',
        '11:30',
        '--lat',
        '48.4',
        '--lon',
        '9.98333',
        '--lmt',
      ]),
    ).toBe('1900-03-14T10:50:04.000Z');
  });
});

describe('chart CLI (in process)', () => {
  test('prints one JSON chart with the documented shape', async () => {
    const { code, out, err } = await run(UTC_ARGS);
    expect(code).toBe(0);
    expect(err).toEqual([]);
    expect(out).toHaveLength(1);
    const chart = JSON.parse(out[0]);
    expect(Object.keys(chart)).toEqual([
      'utc',
      'jdUT',
      'deltaT',
      'bodies',
      'angles',
      'houses',
      'aspects',
      'partOfFortune',
    ]);
    expect(Object.keys(chart.bodies)).toEqual([
      'sun',
      'moon',
      'mercury',
      'venus',
      'mars',
      'jupiter',
      'saturn',
      'uranus',
      'neptune',
      'pluto',
      'meanNode',
      'trueNode',
      'lilith',
      'chiron',
    ]);
    expect(Object.keys(chart.bodies.sun)).toEqual([
      'lon',
      'lat',
      'speed',
      'retrograde',
      'sign',
      'house',
    ]);
    // 1990-05-15: the Sun at 24° Taurus.
    expect(chart.bodies.sun.sign).toBe('Taurus');
    expect(chart.bodies.sun.lon).toBeGreaterThan(54);
    expect(chart.bodies.sun.lon).toBeLessThan(55);
    expect(chart.utc).toBe('1990-05-15T13:30:00.000Z');
    expect(chart.jdUT).toBeCloseTo(2448027.0625, 6);
    expect(chart.houses.system).toBe('placidus');
    expect(chart.houses.cusps).toHaveLength(12);
    for (const a of chart.aspects)
      expect(Object.keys(a)).toEqual(['a', 'b', 'type', 'orb', 'applying']);
  });

  test('local time in a zone and at a place give the same instant (BST = UT+1)', async () => {
    const viaZone = await run([
      '--date',
      '1990-05-15',
      '--time',
      '14:30',
      '--tz',
      'Europe/London',
      '--lat',
      '51.5074',
      '--lon',
      '-0.1278',
    ]);
    const viaPlace = await run([
      '--date',
      '1990-05-15',
      '--time',
      '14:30:00',
      '--place',
      'London, GB',
      '--houses',
      'koch',
    ]);
    expect(viaZone.code).toBe(0);
    expect(viaPlace.code).toBe(0);
    expect(JSON.parse(viaZone.out[0]).utc).toBe('1990-05-15T13:30:00.000Z');
    const place = JSON.parse(viaPlace.out[0]);
    expect(place.utc).toBe('1990-05-15T13:30:00.000Z');
    expect(place.houses.system).toBe('koch');
  });

  test('polar latitude: Placidus falls back to Porphyry with a visible message', async () => {
    const { out } = await run(['--utc', '2000-01-01T12:00:00Z', '--lat', '78.2', '--lon', '15.6']);
    const chart = JSON.parse(out[0]);
    expect(chart.houses).toMatchObject({ system: 'porphyry', requested: 'placidus' });
    expect(chart.houses.fallback).toMatch(/Porphyry/);
  });

  test('batch: one line out per line in, in order, both input forms', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'chart-cli-'));
    const file = path.join(dir, 'in.jsonl');
    writeFileSync(
      file,
      [
        '{"utc":"2000-01-01T12:00:00Z","lat":0,"lon":0}',
        '{"date":"1990-05-15","time":"14:30","tz":"Europe/London","lat":51.5,"lon":-0.12}',
        '{"utc":"1850-06-01T00:00:00Z","lat":-33.9,"lon":151.2,"houses":"campanus"}',
      ].join('\n') + '\n',
    );
    const { code, out } = await run(['--batch', file]);
    expect(code).toBe(0);
    expect(out.map((l) => JSON.parse(l).utc)).toEqual([
      '2000-01-01T12:00:00.000Z',
      '1990-05-15T13:30:00.000Z',
      '1850-06-01T00:00:00.000Z',
    ]);
    expect(JSON.parse(out[2]).houses.system).toBe('campanus');
  });

  const bad: [string, string[], RegExp][] = [
    ['utc (format)', ['--utc', '15/05/1990', '--lat', '1', '--lon', '1'], /^error: utc: /],
    [
      'utc (no zone)',
      ['--utc', '1990-05-15T13:30:00', '--lat', '1', '--lon', '1'],
      /^error: utc: /,
    ],
    [
      'utc (range)',
      ['--utc', '1400-01-01T00:00:00Z', '--lat', '1', '--lon', '1'],
      /^error: utc: .*1500/,
    ],
    ['lat (missing)', ['--utc', '1990-05-15T13:30:00Z', '--lon', '1'], /^error: lat: is required/],
    [
      'lat (range)',
      ['--utc', '1990-05-15T13:30:00Z', '--lat', '91', '--lon', '1'],
      /^error: lat: /,
    ],
    [
      'lat (not a number)',
      ['--utc', '1990-05-15T13:30:00Z', '--lat', 'north', '--lon', '1'],
      /^error: lat: not a number/,
    ],
    [
      'lon (range)',
      ['--utc', '1990-05-15T13:30:00Z', '--lat', '1', '--lon', '-181'],
      /^error: lon: /,
    ],
    ['houses', [...UTC_ARGS, '--houses', 'topocentric'], /^error: houses: /],
    [
      'date',
      ['--date', '1990-02-30', '--time', '10:00', '--tz', 'UTC', '--lat', '1', '--lon', '1'],
      /^error: date: /,
    ],
    [
      'time (format)',
      ['--date', '1990-05-15', '--time', '25:00', '--tz', 'UTC', '--lat', '1', '--lon', '1'],
      /^error: time: /,
    ],
    [
      'time (DST gap)',
      [
        '--date',
        '2021-03-28',
        '--time',
        '01:30',
        '--tz',
        'Europe/London',
        '--lat',
        '1',
        '--lon',
        '1',
      ],
      /^error: time: .*does not exist/,
    ],
    [
      'time (DST overlap)',
      [
        '--date',
        '2021-10-31',
        '--time',
        '01:30',
        '--tz',
        'Europe/London',
        '--lat',
        '1',
        '--lon',
        '1',
      ],
      /^error: time: .*occurs twice/,
    ],
    [
      'tz (unknown)',
      [
        '--date',
        '1990-05-15',
        '--time',
        '10:00',
        '--tz',
        'Mars/Olympus',
        '--lat',
        '1',
        '--lon',
        '1',
      ],
      /^error: tz: /,
    ],
    [
      'tz (missing)',
      ['--date', '1990-05-15', '--time', '10:00', '--lat', '1', '--lon', '1'],
      /^error: tz: is required/,
    ],
    [
      'utc-offset (not an offset)',
      [...EINSTEIN_ARGS, '--utc-offset', '+1:99'],
      /^error: utc-offset: expected an offset such as \+01:00/,
    ],
    [
      'utc-offset with lmt',
      [...EINSTEIN_ARGS, '--utc-offset', '+1', '--lmt'],
      /^error: lmt: give either utc-offset or lmt, not both/,
    ],
    [
      'lmt with a value',
      ['--date', '1879-03-14', '--time', '11:30', '--lmt=yes'],
      /^error: lmt: takes no value/,
    ],
    [
      'place (no match)',
      ['--date', '1990-05-15', '--time', '10:00', '--place', 'Atlantis'],
      /^error: place: no place matches/,
    ],
    ['unknown option', [...UTC_ARGS, '--topo', 'yes'], /^error: --topo: unknown option/],
    ['batch (unreadable)', ['--batch', '/nonexistent/in.jsonl'], /^error: batch: cannot read/],
  ];
  test.each(bad)(
    'bad %s: one stderr line naming the field, exit 2, no output',
    async (_label, argv, pattern) => {
      const { code, out, err } = await run(argv);
      expect(code).toBe(2);
      expect(out).toEqual([]);
      expect(err).toHaveLength(1);
      expect(err[0]).toMatch(pattern);
    },
  );

  test('bad batch line: names the line and the field, prints nothing', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'chart-cli-'));
    const file = path.join(dir, 'in.jsonl');
    writeFileSync(
      file,
      '{"utc":"2000-01-01T12:00:00Z","lat":0,"lon":0}\n{"utc":"2000-01-01T12:00:00Z","lat":0,"lon":999}\n',
    );
    const { code, out, err } = await run(['--batch', file]);
    expect(code).toBe(2);
    expect(out).toEqual([]);
    expect(err).toEqual([expect.stringMatching(/^error: line 2: lon: /)]);
  });
});

describe('chart CLI: places', () => {
  // The real atlas, as `npm run -s chart -- places` reads it.
  async function places(argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(['places', ...argv], {
      out: (l) => out.push(l),
      err: (l) => err.push(l),
    });
    return { code, out, err };
  }

  test('finds places by the names people use, best first, in the documented shape', async () => {
    const { code, out } = await places(['--q', 'Kiev', '--limit', '2']);
    expect(code).toBe(0);
    const result = JSON.parse(out[0]!) as { places: Record<string, unknown>[] };
    expect(result.places).toHaveLength(2);
    expect(result.places[0]).toEqual({
      name: 'Kyiv',
      admin: 'Kyiv City',
      country: 'UA',
      lat: 50.4547,
      lon: 30.5238,
      tz: 'Europe/Kyiv',
      population: 2797553,
      alias: 'Kiev',
    });
    for (const [query, name] of [
      ['Bombay', 'Mumbai'],
      ['NYC', 'New York City'],
      ['München', 'Munich'],
      ['北京', 'Beijing'],
      ['Москва', 'Moscow'],
      ['Αθήνα', 'Athens'],
      ['Leningrad', 'Saint Petersburg'],
      ['Saigon', 'Ho Chi Minh City'],
      ['Constantinople', 'Istanbul'],
    ]) {
      const found = JSON.parse((await places(['--q', query!])).out[0]!) as {
        places: { name: string }[];
      };
      expect([query, found.places[0]?.name]).toEqual([query, name]);
    }
    const paris = JSON.parse((await places(['--q', 'Paris, TX'])).out[0]!) as {
      places: { admin: string }[];
    };
    expect(paris.places[0]?.admin).toBe('Texas');
    const france = JSON.parse((await places(['--q', 'Paris'])).out[0]!) as {
      places: { country: string }[];
    };
    expect(france.places[0]?.country).toBe('FR');
  });

  test('bad input names the flag', async () => {
    expect(await places([])).toMatchObject({ code: 2, err: ['error: q: is required'] });
    expect(await places(['--q', 'Kiev', '--limit', '0'])).toMatchObject({
      code: 2,
      err: [expect.stringMatching(/^error: limit: /)],
    });
    expect(await places(['--q', 'Kiev', '--where', 'x'])).toMatchObject({
      code: 2,
      err: [expect.stringMatching(/^error: --where: unknown option/)],
    });
  });
});

describe('chart CLI: sensitivity', () => {
  async function sensitivity(argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(
      ['sensitivity', ...argv],
      { out: (l) => out.push(l), err: (l) => err.push(l) },
      deps,
    );
    return { code, out, err };
  }
  const einstein = [...EINSTEIN_ARGS, '--tz', 'Europe/Berlin'];

  test('lists each time-dependent factor with the span in which it holds, in UT', async () => {
    const { code, out } = await sensitivity(einstein);
    expect(code).toBe(0);
    const result = JSON.parse(out[0]!) as { utc: string; factors: Record<string, unknown>[] };
    expect(result.utc).toBe('1879-03-14T10:50:04.000Z');
    expect(result.factors[0]).toEqual({
      factor: 'asc-sign',
      value: 'Cancer',
      from: '1879-03-14T10:20:04.000Z',
      to: '1879-03-14T11:20:04.000Z',
      holdsBefore: true,
      holdsAfter: true,
    });
    expect(result.factors.find((factor) => factor.factor === 'house-venus')).toMatchObject({
      value: '10',
      holdsBefore: false,
      valueBefore: '11',
      from: expect.stringMatching(/^1879-03-14T10:4[4-7]/),
    });
    // A narrower window, from a fixed offset.
    const narrow = await sensitivity([
      ...einstein.slice(0, 8),
      '--utc-offset',
      '+01:00',
      '--minutes',
      '5',
    ]);
    expect(JSON.parse(narrow.out[0]!).factors[0].from).toBe('1879-03-14T10:25:00.000Z');
  });

  test('bad input names the field', async () => {
    expect(await sensitivity([...einstein, '--minutes', '0'])).toMatchObject({
      code: 2,
      err: ['error: minutes: must be a whole number of minutes from 1 to 180'],
    });
    expect(await sensitivity(einstein.slice(0, 8))).toMatchObject({
      code: 2,
      err: [expect.stringMatching(/^error: tz: is required/)],
    });
  });
});
