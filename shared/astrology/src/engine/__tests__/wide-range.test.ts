/**
 * @jest-environment node
 */
import { describeAgreement } from './fixtures/describe-agreement';
import { EARLY_CENTURIES, LATE_CENTURIES, type ReferenceSet } from './fixtures/reference-cases';

// The centuries outside 1800–2200: 150 Swiss Ephemeris 2.10.03 charts each over 1500–1799 and
// 2200–2499 (fixtures/chart-1500-1800.json and chart-2200-2500.json, from its files for those
// years). Targets: every planet, the Sun, the Moon and the lunar points within 2″; Chiron, an
// asteroid whose orbit the engine integrates from one modern state, within 10″; house cusps
// and angles within 1″ for the same UT.
const toleranceFor = (body: string) => (body === 'chiron' ? 10 : 2);

const SETS: [string, ReferenceSet, RegExp, [number, number]][] = [
  ['1500–1800', EARLY_CENTURIES, /with sepl_12\/semo_12\/seas_12 \(/, [1500, 1800]],
  [
    '2200–2500',
    LATE_CENTURIES,
    /with sepl_18\/semo_18\/seas_18, sepl_24\/semo_24\/seas_24 \(/,
    [2200, 2500],
  ],
];

test.each(SETS)(
  'the %s file is a Swiss Ephemeris set over those centuries',
  (_, set, files, span) => {
    expect(set.source).toMatch(/^Swiss Ephemeris 2\.10\.03 /);
    expect(set.source).toMatch(files);
    const years = set.cases.map((c) => new Date(c.utc).getUTCFullYear());
    expect(Math.min(...years)).toBeGreaterThanOrEqual(span[0]);
    expect(Math.max(...years)).toBeLessThan(span[1]);
    // Every century is represented.
    for (let century = span[0]; century < span[1]; century += 100) {
      expect(years.filter((y) => y >= century && y < century + 100).length).toBeGreaterThan(30);
    }
  },
);

for (const [name, set] of SETS) describeAgreement(`${name} charts`, set.cases, toleranceFor);
