import {
  type Chart,
  chartContext,
  CONTEXT_BODIES,
  checkClaims,
  claimChecksSchema,
  findClaims,
  formatSignPosition,
  loadChartEngine,
  type NamedChart,
  SIGNS,
  signPosition,
} from '../..';

let alice: NamedChart;
let bob: NamedChart;
let sky: Chart;

beforeAll(async () => {
  const engine = await loadChartEngine();
  alice = {
    name: 'Alice',
    timeKnown: true,
    chart: engine.computeChart({ utc: new Date('1990-04-12T07:30:00Z'), lat: 38.72, lon: -9.14 }),
  };
  bob = {
    name: 'Bob Stone',
    timeKnown: true,
    chart: engine.computeChart({ utc: new Date('1988-11-02T18:05:00Z'), lat: 51.5, lon: -0.12 }),
  };
  sky = engine.computeChart({ utc: new Date('2026-11-24T12:00:00Z'), lat: 38.72, lon: -9.14 });
});

const signOfBody = (c: Chart, body: keyof Chart['bodies']) => signPosition(c.bodies[body].lon).sign;
/** A sign the body is not in. */
const otherSign = (sign: string) => SIGNS[(SIGNS.indexOf(sign as never) + 3) % 12]!;

describe('checkClaims on one chart', () => {
  it('marks true claims right and false ones wrong, with the correct value', () => {
    const { chart } = alice;
    const sun = signOfBody(chart, 'sun');
    const mars = signOfBody(chart, 'mars');
    const moonHouse = chart.bodies.moon.house;
    const wrongHouse = (moonHouse % 12) + 1;
    const answer =
      `Your Sun in ${sun} gives you drive. Mars in ${otherSign(mars)} is bold. ` +
      `The Moon in the ${moonHouse}th house likes routine, while Venus in the ${wrongHouse}th house does not matter here. ` +
      `Your Moon in the ${wrongHouse}th house is another story.`;
    const checks = checkClaims(answer, [alice]);
    expect(claimChecksSchema.parse(checks)).toEqual(checks);

    const byText = Object.fromEntries(checks.claims.map((c) => [c.text, c]));
    expect(byText[`Sun in ${sun}`]).toMatchObject({
      chart: 'Alice',
      body: 'sun',
      kind: 'sign',
      stated: sun,
      actual: sun,
      verdict: 'right',
    });
    expect(byText[`Mars in ${otherSign(mars)}`]).toMatchObject({
      body: 'mars',
      kind: 'sign',
      stated: otherSign(mars),
      actual: mars,
      verdict: 'wrong',
    });
    expect(byText[`Moon in the ${moonHouse}th house`]).toMatchObject({
      kind: 'house',
      verdict: 'right',
    });
    expect(byText[`Moon in the ${wrongHouse}th house`]).toMatchObject({
      kind: 'house',
      stated: expect.stringMatching(/house$/),
      actual: expect.stringMatching(new RegExp(`^${moonHouse}(st|nd|rd|th) house$`)),
      verdict: 'wrong',
    });
    for (const claim of checks.claims)
      expect(answer.slice(claim.start, claim.end)).toBe(claim.text);
    expect(checks.checked).toBe(checks.claims.length);
    expect(checks.wrong).toBe(checks.claims.filter((c) => c.verdict === 'wrong').length);
  });

  it('checks degrees within 1° and shows the exact position', () => {
    const sun = signPosition(alice.chart.bodies.sun.lon);
    const near = `${sun.degrees}° ${sun.sign}`;
    const far = `${(sun.degrees + 3) % 30}°${String(sun.minutes).padStart(2, '0')}′ ${sun.sign}`;
    const right = checkClaims(`Your Sun at ${near} shines.`, [alice]).claims[0]!;
    expect(right).toMatchObject({ kind: 'degree', verdict: 'right' });
    expect(right.actual).toBe(formatSignPosition(alice.chart.bodies.sun.lon));
    const wrong = checkClaims(`Your Sun is at ${far}.`, [alice]).claims[0]!;
    expect(wrong).toMatchObject({ kind: 'degree', verdict: 'wrong', stated: far });
  });

  it('reads retrograde and direct motion, and sign-first and chained forms', () => {
    const pluto = alice.chart.bodies.pluto;
    const mercury = alice.chart.bodies.mercury;
    const word = (r: boolean) => (r ? 'retrograde' : 'direct');
    const answer = `Your Pluto is ${pluto.retrograde ? 'not ' : ''}retrograde. Retrograde Mercury is tricky. **Mars** in *${signOfBody(alice.chart, 'mars')}*, in the ${alice.chart.bodies.mars.house}th house, shapes you.`;
    const checks = checkClaims(answer, [alice]);
    expect(checks.claims.map((c) => [c.body, c.kind, c.stated, c.actual, c.verdict])).toEqual([
      ['pluto', 'retrograde', word(!pluto.retrograde), word(pluto.retrograde), 'wrong'],
      [
        'mercury',
        'retrograde',
        'retrograde',
        word(mercury.retrograde),
        mercury.retrograde ? 'right' : 'wrong',
      ],
      ['mars', 'sign', signOfBody(alice.chart, 'mars'), signOfBody(alice.chart, 'mars'), 'right'],
      ['mars', 'house', expect.any(String), expect.any(String), 'right'],
    ]);
    const asc = signPosition(alice.chart.angles.asc).sign;
    expect(
      checkClaims(`With ${asc} rising and a ${otherSign(asc)} Ascendant`, [alice]).claims,
    ).toEqual([
      expect.objectContaining({ body: 'asc', stated: asc, verdict: 'right' }),
      expect.objectContaining({ body: 'asc', stated: otherSign(asc), verdict: 'wrong' }),
    ]);
  });

  it('skips hypothetical, generic and transit sentences', () => {
    const mars = signOfBody(alice.chart, 'mars');
    const answer = [
      `If your Mars were in ${otherSign(mars)}, you would be calmer.`,
      `People with Venus in ${otherSign(mars)} love beauty.`,
      `Transiting Saturn in ${otherSign(mars)} asks for patience.`,
      `Mars is currently in ${otherSign(mars)}.`,
      `Mars is not in ${otherSign(mars)}.`,
    ].join(' ');
    expect(checkClaims(answer, [alice])).toEqual({ version: 1, checked: 0, wrong: 0, claims: [] });
  });

  it('skips house and Ascendant claims when the birth time is unknown', () => {
    const noon = { ...alice, timeKnown: false };
    const answer = `Your Moon in the 5th house and Cancer rising. Your Sun in ${signOfBody(alice.chart, 'sun')}.`;
    expect(checkClaims(answer, [noon]).claims.map((c) => c.kind)).toEqual(['sign']);
  });
});

describe('checkClaims with two charts (synastry)', () => {
  it('checks a claim against the chart the sentence names, and skips sentences that name none', () => {
    const aliceSun = signOfBody(alice.chart, 'sun');
    const bobMoon = signOfBody(bob.chart, 'moon');
    const answer =
      `Alice's Sun in ${aliceSun} meets Bob's Moon in ${otherSign(bobMoon)}. ` +
      `The Sun in ${aliceSun} is warm. Bob Stone has Venus in ${signOfBody(bob.chart, 'venus')}.`;
    const checks = checkClaims(answer, [alice, bob]);
    expect(checks.claims.map((c) => [c.chart, c.body, c.verdict, c.actual])).toEqual([
      ['Alice', 'sun', 'right', aliceSun],
      ['Bob Stone', 'moon', 'wrong', bobMoon],
      ['Bob Stone', 'venus', 'right', signOfBody(bob.chart, 'venus')],
    ]);
    expect(checks.wrong).toBe(1);
  });
});

describe('checkClaims with the sky of a transit answer', () => {
  it('checks transiting bodies against the sky, natal ones against the chart, and skips the rest', () => {
    const skyChart = { name: "Today's sky", chart: sky };
    const saturnNow = signOfBody(sky, 'saturn');
    const natalSun = signOfBody(alice.chart, 'sun');
    const answer =
      `Transiting Saturn in ${otherSign(saturnNow)} squares your natal Sun in ${natalSun}. ` +
      `Mars in ${signOfBody(alice.chart, 'mars')} matters too.`;
    const checks = checkClaims(answer, [alice], { sky: skyChart });
    expect(checks.claims.map((c) => [c.chart, c.body, c.verdict])).toEqual([
      ["Today's sky", 'saturn', 'wrong'],
      ['Alice', 'sun', 'right'],
    ]);
  });
});

describe('checkClaims on the chart block of the prompt', () => {
  it('finds every position the block states, and finds them all right', () => {
    const block = chartContext({ charts: [alice] });
    const checks = checkClaims(block, [alice]);
    const kinds = (kind: string) => checks.claims.filter((c) => c.kind === kind).length;
    // Every body and both angles by degree, every body's house, and each retrograde body.
    expect(kinds('degree')).toBe(CONTEXT_BODIES.length + 2);
    expect(kinds('house')).toBe(CONTEXT_BODIES.length);
    expect(kinds('retrograde')).toBe(
      CONTEXT_BODIES.filter((b) => alice.chart.bodies[b].retrograde).length,
    );
    expect(checks.wrong).toBe(0);
  });

  it('flags a position quoted from the block with one number changed', () => {
    const sun = alice.chart.bodies.sun;
    const house = (sun.house % 12) + 1;
    const text = `Your Sun ${formatSignPosition(sun.lon)}, ${house}th house shines.`;
    expect(checkClaims(text, [alice]).claims.map((c) => [c.kind, c.verdict])).toEqual([
      ['degree', 'right'],
      ['house', 'wrong'],
    ]);
  });
});

describe('findClaims', () => {
  it('reads "is" and "sign" forms, and "rising" only as the Ascendant', () => {
    const text =
      'Your Ascendant is Virgo. Your Sun sign is Taurus; your rising sign is Leo. Moon sign: Aries. The rising tide. Mars is Leo-like. The Sun is a star.';
    expect(findClaims(text).map((c) => [text.slice(c.start, c.end), c.target])).toEqual([
      ['Ascendant is Virgo', 'asc'],
      ['Sun sign is Taurus', 'sun'],
      ['rising sign is Leo', 'asc'],
      ['Moon sign: Aries', 'moon'],
    ]);
  });

  it('finds each form once, with exact offsets', () => {
    const text =
      'Sun in Leo Moon in Virgo; Venus at 12°30′ of Libra; Moon in house 4; Black Moon Lilith in Aries; Mars (Rx).\n### Saturn in Capricorn (9th house)';
    expect(findClaims(text).map((c) => text.slice(c.start, c.end))).toEqual([
      'Sun in Leo',
      'Moon in Virgo',
      'Venus at 12°30′ of Libra',
      'Moon in house 4',
      'Black Moon Lilith in Aries',
      'Mars (Rx',
      'Saturn in Capricorn',
      '9th house',
    ]);
  });
});
