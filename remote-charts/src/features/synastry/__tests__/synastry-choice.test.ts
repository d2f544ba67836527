import type { SavedChart } from '../../saved-charts';
import { chartOptionLabel, chosenCharts, possessive } from '../model/synastry-choice';

const chart = (id: string, name: string) =>
  ({ id, birth: { name, date: '1990-05-15' } }) as SavedChart;

describe('choosing charts to compare', () => {
  const charts = [chart('a1', 'Ada'), chart('b2', 'Bea')];

  it('finds the charts the URL names, and ignores ids that are not the user’s', () => {
    expect(chosenCharts(charts, 'b2', 'a1')).toEqual({ first: charts[1], second: charts[0] });
    expect(chosenCharts(charts, 'gone', null)).toEqual({ first: null, second: null });
  });

  it('labels options with the birth date, and names a chart’s points', () => {
    expect(chartOptionLabel(charts[0]!)).toBe('Ada (1990-05-15)');
    expect(possessive('Ada')).toBe("Ada's");
    expect(possessive('James')).toBe("James'");
  });
});
