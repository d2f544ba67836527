import {
  chartChoiceKey,
  chooseChart,
  rememberChartId,
  rememberedChartId,
} from '../model/chart-choice';

// Newest first, as the charts are listed.
const charts = [{ id: 'newest' }, { id: 'older' }, { id: 'oldest' }];

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('the chart the lessons read', () => {
  it('is the remembered chart while it exists', () => {
    expect(chooseChart(charts, 'older')).toEqual({ id: 'older' });
  });

  it('falls back to the newest chart when the remembered one was deleted, or none was chosen', () => {
    expect(chooseChart(charts, 'deleted')).toEqual({ id: 'newest' });
    expect(chooseChart(charts, null)).toEqual({ id: 'newest' });
  });

  it('is none without saved charts', () => {
    expect(chooseChart([], 'older')).toBeNull();
  });

  it('is remembered per user', () => {
    const storage = memoryStorage();
    rememberChartId(storage, 'user-a', 'older');
    expect(rememberedChartId(storage, 'user-a')).toBe('older');
    expect(rememberedChartId(storage, 'user-b')).toBeNull();
    expect(chartChoiceKey('user-a')).not.toBe(chartChoiceKey('user-b'));
  });

  it('is simply not remembered when the storage refuses', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => rememberChartId(broken, 'user-a', 'older')).not.toThrow();
    expect(rememberedChartId(broken, 'user-a')).toBeNull();
    expect(rememberedChartId(undefined, 'user-a')).toBeNull();
  });
});
