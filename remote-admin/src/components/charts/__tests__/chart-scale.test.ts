import { labelIndexes, linePoints, niceScale } from '../chart-scale';

describe('niceScale', () => {
  it('keeps small counts on whole-number ticks and never divides by zero', () => {
    expect(niceScale(0)).toEqual({ max: 1, ticks: [0, 1] });
    expect(niceScale(3)).toEqual({ max: 3, ticks: [0, 1, 2, 3] });
    expect(niceScale(Number.NaN)).toEqual({ max: 1, ticks: [0, 1] });
  });

  it('rounds larger maxima up to 1, 2 or 5 times a power of ten', () => {
    expect(niceScale(37)).toEqual({ max: 40, ticks: [0, 10, 20, 30, 40] });
    expect(niceScale(180)).toEqual({ max: 200, ticks: [0, 50, 100, 150, 200] });
    expect(niceScale(1001).max).toBeGreaterThanOrEqual(1001);
  });
});

describe('linePoints', () => {
  it('spreads points across the width with zero at the bottom', () => {
    expect(linePoints([0, 5, 10], 100, 50, 10)).toEqual([
      [0, 50],
      [50, 25],
      [100, 0],
    ]);
    expect(linePoints([4], 100, 50, 8)).toEqual([[50, 25]]);
  });
});

describe('labelIndexes', () => {
  it('labels every day of a week and about seven of a month, always the last', () => {
    expect([...labelIndexes(7)].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const month = labelIndexes(30);
    expect(month.has(29)).toBe(true);
    expect(month.size).toBeLessThanOrEqual(7);
  });
});
