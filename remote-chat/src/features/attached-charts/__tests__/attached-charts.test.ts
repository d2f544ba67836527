import { chartLimitOf, chartRequest, formatBirthDate, withChart } from '../model/attached-charts';

describe('attached charts', () => {
  it('allows two charts for a synastry brain and one elsewhere', () => {
    expect(chartLimitOf(0)).toBe(1);
    expect(chartLimitOf(1)).toBe(1);
    expect(chartLimitOf(2)).toBe(2);
  });

  it('adds a pick while there is room; with room for one, the pick replaces the chart', () => {
    expect(withChart([], 'a', 1)).toEqual(['a']);
    expect(withChart(['a'], 'b', 1)).toEqual(['b']);
    expect(withChart(['a'], 'b', 2)).toEqual(['a', 'b']);
    expect(withChart(['a', 'b'], 'c', 2)).toEqual(['a', 'b']);
    expect(withChart(['a'], 'a', 2)).toEqual(['a']);
  });

  it('asks for the charts a brain reads until it has them', () => {
    expect(chartRequest('Natal Chart Guide', 1, 0)).toBe(
      'Natal Chart Guide reads your saved chart — attach one.',
    );
    expect(chartRequest('Natal Chart Guide', 1, 1)).toBeNull();
    expect(chartRequest('Relationship Synastry', 2, 0)).toBe(
      'Relationship Synastry compares two saved charts — attach both.',
    );
    expect(chartRequest('Relationship Synastry', 2, 1)).toBe(
      'Relationship Synastry compares two saved charts — attach a second one.',
    );
    expect(chartRequest('Moon Phase Coach', 0, 0)).toBeNull();
  });

  it('shows a birth date as written, in any time zone', () => {
    expect(formatBirthDate('1990-05-15')).toBe('15 May 1990');
    expect(formatBirthDate('someday')).toBe('someday');
  });
});
