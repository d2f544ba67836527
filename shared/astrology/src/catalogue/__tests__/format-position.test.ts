import { formatOrb, formatSignPosition, formatSignPositionToSecond } from '../format-position';

const at = (degrees: number, minutes: number, seconds: number) =>
  degrees + minutes / 60 + seconds / 3600;

describe('positions are truncated, never rounded, at every precision', () => {
  it('keeps 13°59′59.7″ Cancer below 14° to the minute and to the second', () => {
    const cusp = 90 + at(13, 59, 59.7);
    expect(formatSignPosition(cusp)).toBe('13°59′ Cancer');
    expect(formatSignPositionToSecond(cusp)).toBe('13°59′59″ Cancer');
  });

  it('keeps the last second of a sign in that sign', () => {
    expect(formatSignPositionToSecond(at(29, 59, 59.9))).toBe('29°59′59″ Aries');
    expect(formatSignPosition(359.99999)).toBe('29°59′ Pisces');
  });

  it('reads a whole minute exactly despite floating point', () => {
    expect(formatSignPosition(90 + 14 + 0 / 60)).toBe('14°00′ Cancer');
    expect(formatSignPositionToSecond(101 + 38 / 60)).toBe('11°38′00″ Cancer');
    expect(formatOrb(2 + 5 / 60)).toBe('2°05′');
  });
});
