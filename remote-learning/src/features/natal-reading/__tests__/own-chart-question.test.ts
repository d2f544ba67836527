/**
 * @jest-environment node
 */
import { loadChartEngine, type SavedChartRow, snapshotOf } from '@astro/astrology';
import { EXAMPLE_CHART } from '../model/example-chart';
import { HOUSE_OPTIONS, ownChartQuestion } from '../model/own-chart-question';
import type { ReadingChart } from '../model/reading-chart';
import { readingChartOf } from '../model/saved-reading-chart';

async function londonChart(timeKnown: boolean): Promise<ReadingChart> {
  const engine = await loadChartEngine();
  const chart = engine.computeChart({
    utc: new Date('1990-05-15T13:30:00Z'),
    lat: 51.5074,
    lon: -0.1278,
    houses: 'placidus',
  });
  const row = {
    id: 'c1',
    name: 'London',
    birth_date: '1990-05-15',
    birth_time: null,
    place_name: '',
  };
  return readingChartOf(row as unknown as SavedChartRow, snapshotOf(chart, timeKnown));
}

describe('a question on the chart', () => {
  it('asks which house Saturn is in, with twelve houses to choose from', async () => {
    // London 1990: Saturn at 25°14′ Capricorn, in the 5th house (Placidus).
    const question = ownChartQuestion(await londonChart(true), 'houses')!;
    expect(question).toMatchObject({
      kind: 'house',
      point: 'saturn',
      question: 'Which house is your Saturn in?',
      options: HOUSE_OPTIONS,
      house: 5,
    });
    expect(question.options).toHaveLength(12);
    expect(question.options[question.answerIndex]).toBe('5th house');
    expect(question.explanation).toContain('25°14′ Capricorn');
  });

  it('reads the answer from the example chart for a user without a saved chart', () => {
    // The Moon of the example chart is at 16°14′ Aries in the 5th house.
    const question = ownChartQuestion(EXAMPLE_CHART, 'big-three')!;
    expect(question.question).toBe('Which house is the example chart’s Moon in?');
    expect(question.options[question.answerIndex]).toBe('5th house');
  });

  it('asks for the sign instead when the birth time, and so the houses, are unknown', async () => {
    // London 1990: the Moon at 27°56′ Capricorn.
    const question = ownChartQuestion(await londonChart(false), 'big-three')!;
    expect(question).toMatchObject({
      kind: 'sign',
      point: 'moon',
      house: null,
      sign: 'Capricorn',
      question: 'Which sign is your Moon in?',
      options: ['Cancer', 'Sagittarius', 'Capricorn', 'Aquarius'],
    });
    expect(question.options[question.answerIndex]).toBe('Capricorn');
  });
});
