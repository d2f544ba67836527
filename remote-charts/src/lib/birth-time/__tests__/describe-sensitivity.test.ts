import { describeSensitivity, localClock } from '../describe-sensitivity';

const at = (iso: string) => new Date(iso);
const ULM_LMT = 2396;

test('local clock times are rounded inwards, so the span stated is one in which the factor holds', () => {
  expect(localClock(at('1879-03-14T10:45:50.875Z'), ULM_LMT, 'up')).toBe('11:26');
  expect(localClock(at('1879-03-14T10:45:50.875Z'), ULM_LMT, 'down')).toBe('11:25');
  expect(localClock(at('1990-05-15T23:30:00Z'), 3600, 'down')).toBe('00:30');
});

test('each kind of factor reads as a sentence with the other value', () => {
  const base = { from: at('1879-03-14T10:45:50Z'), to: at('1879-03-14T11:20:04Z'), holdsBefore: false, holdsAfter: true };
  expect(describeSensitivity({ ...base, factor: 'house-venus', value: '10', valueBefore: '11' }, ULM_LMT)).toBe(
    'Venus in the 10th house for births from 11:26 on; in the 11th house before.',
  );
  expect(
    describeSensitivity(
      { factor: 'asc-sign', value: 'Cancer', from: base.from, to: at('1879-03-14T10:59:00Z'), holdsBefore: false, holdsAfter: false, valueBefore: 'Gemini', valueAfter: 'Leo' },
      ULM_LMT,
    ),
  ).toBe('Ascendant in Cancer for births from 11:26 to 11:38; Gemini before, Leo after.');
  expect(
    describeSensitivity(
      { factor: 'aspect-sun-mc', value: 'trine', from: base.from, to: base.to, holdsBefore: true, holdsAfter: false, valueAfter: 'none' },
      ULM_LMT,
    ),
  ).toBe('Sun trine the Midheaven for births until 12:00; no aspect after.');
  expect(describeSensitivity({ ...base, factor: 'moon-sign', value: 'Sagittarius', holdsBefore: true }, ULM_LMT)).toBe(
    'Moon in Sagittarius for births from 11:26 to 12:00 and beyond.',
  );
});
