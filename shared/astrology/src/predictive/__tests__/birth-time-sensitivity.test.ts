/**
 * @jest-environment node
 */
import { type ChartEngine, loadChartEngine, signOf } from '../../engine';
import { birthTimeSensitivity, moonOverDay, sensitiveFactors } from '../birth-time-sensitivity';

let engine: ChartEngine;
beforeAll(async () => {
  engine = await loadChartEngine();
});

// Einstein, Ulm, cast for Ulm's own mean time: 1879-03-14 10:50:04 UT.
const ULM = { lat: 48.4, lon: 9 + 59 / 60 };
const castAt = (utc: Date) => engine.computeChart({ utc, ...ULM });
const EINSTEIN = new Date('1879-03-14T10:50:04Z');

test('every time-dependent factor is listed, with the span around the birth in which it holds', () => {
  const factors = birthTimeSensitivity(castAt, EINSTEIN);
  const byName = new Map(factors.map((factor) => [factor.factor, factor]));
  // The Ascendant is in the middle of Cancer: it holds through the whole hour searched.
  expect(byName.get('asc-sign')).toMatchObject({
    value: 'Cancer',
    holdsBefore: true,
    holdsAfter: true,
    from: new Date('1879-03-14T10:20:04Z'),
    to: new Date('1879-03-14T11:20:04Z'),
  });
  expect(byName.get('moon-sign')).toMatchObject({
    value: 'Sagittarius',
    holdsBefore: true,
    holdsAfter: true,
  });
  // Venus is just past the cusp of the 10th: four minutes earlier it would be in the 11th.
  const venus = byName.get('house-venus')!;
  expect(venus).toMatchObject({
    value: '10',
    holdsBefore: false,
    valueBefore: '11',
    holdsAfter: true,
  });
  expect(venus.from.getTime()).toBeGreaterThan(Date.parse('1879-03-14T10:44:00Z'));
  expect(venus.from.getTime()).toBeLessThan(Date.parse('1879-03-14T10:48:00Z'));
  expect(castAt(venus.from).bodies.venus.house).toBe(10);
  expect(castAt(new Date(venus.from.getTime() - 1500)).bodies.venus.house).toBe(11);
});

test('an Ascendant near the start of its sign changes within the window, found to the second', () => {
  const birth = new Date('1879-03-14T10:00:00Z');
  const asc = birthTimeSensitivity(castAt, birth).find((factor) => factor.factor === 'asc-sign')!;
  expect(signOf(castAt(birth).angles.asc)).toBe('Cancer');
  expect(asc).toMatchObject({
    value: 'Cancer',
    holdsBefore: false,
    valueBefore: 'Gemini',
    holdsAfter: true,
  });
  expect(signOf(castAt(asc.from).angles.asc)).toBe('Cancer');
  expect(signOf(castAt(new Date(asc.from.getTime() - 1500)).angles.asc)).toBe('Gemini');
  // The factors that change come first, the nearest change first.
  const sensitive = sensitiveFactors(birthTimeSensitivity(castAt, birth), birth);
  expect(sensitive.every((factor) => !factor.holdsBefore || !factor.holdsAfter)).toBe(true);
  expect(sensitive.map((factor) => factor.factor)).toContain('asc-sign');
});

test('a narrower window finds fewer changes', () => {
  const wide = sensitiveFactors(birthTimeSensitivity(castAt, EINSTEIN, 30), EINSTEIN);
  const narrow = sensitiveFactors(birthTimeSensitivity(castAt, EINSTEIN, 2), EINSTEIN);
  expect(narrow.length).toBeLessThan(wide.length);
});

test('over a day of unknown time, the Moon’s signs and each change of sign', () => {
  // 1990-05-15: the Moon leaves Capricorn for Aquarius in the evening.
  const day = moonOverDay(
    (utc) => engine.computeChart({ utc, lat: 51.5, lon: -0.12 }),
    new Date('1990-05-15T00:00:00Z'),
    new Date('1990-05-16T00:00:00Z'),
  );
  expect(day.signs.map((entry) => entry.sign)).toEqual(['Capricorn', 'Aquarius']);
  expect(day.signs[1]!.from.getTime()).toBeGreaterThan(Date.parse('1990-05-15T17:00:00Z'));
  expect(day.signs[1]!.from.getTime()).toBeLessThan(Date.parse('1990-05-15T18:00:00Z'));
  for (let i = 1; i < day.signs.length; i++) {
    const entered = day.signs[i]!;
    const chart = engine.computeChart({ utc: entered.from, lat: 51.5, lon: -0.12 });
    expect(chart.bodies.moon.sign).toBe(entered.sign);
  }
  expect(day.signs[0]!.sign).toBe(signOf(day.startLon));
});
