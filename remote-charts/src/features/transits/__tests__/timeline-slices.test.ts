import { aspect } from './fixtures';
import { computeSlice, mergeEvents, sliceRange, timelineRange } from '../model/timeline-slices';

describe('timeline slices', () => {
  it('run from the start of today for twelve months', () => {
    const { from, to } = timelineRange(new Date(2026, 2, 3, 15, 20));
    expect(from).toEqual(new Date(2026, 2, 3));
    expect(to).toEqual(new Date(2027, 2, 3));
  });

  it('split the range into equal parts that meet', () => {
    const request = {
      from: '2026-01-01T00:00:00.000Z',
      to: '2026-01-13T00:00:00.000Z',
      slices: 12,
    };
    expect(sliceRange(request, 0)).toEqual({
      from: new Date('2026-01-01T00:00:00Z'),
      to: new Date('2026-01-02T00:00:00Z'),
    });
    expect(sliceRange(request, 11).to).toEqual(new Date('2026-01-13T00:00:00Z'));
    expect(sliceRange(request, 3).to).toEqual(sliceRange(request, 4).from);
  });

  it('ask the engine for everything, minor aspects and the Moon included', () => {
    const findTransits = jest.fn(() => []);
    const natal = {} as never;
    computeSlice(
      { findTransits },
      {
        natal,
        timeKnown: false,
        from: '2026-01-01T00:00:00Z',
        to: '2026-01-03T00:00:00Z',
        slices: 2,
      },
      1,
    );
    expect(findTransits).toHaveBeenCalledWith({
      natal,
      timeKnown: false,
      from: new Date('2026-01-02T00:00:00Z'),
      to: new Date('2026-01-03T00:00:00Z'),
      minor: true,
      moon: true,
    });
  });

  it('merge parts in time order, keeping an event found at a shared edge once', () => {
    const edge = aspect('2026-01-02T00:00:00Z', 'mars', 'square');
    const first = [aspect('2026-01-01T05:00:00Z', 'sun', 'trine'), edge];
    const second = [
      edge,
      aspect('2026-01-02T01:00:00Z', 'saturn', 'square'),
      aspect('2026-01-01T23:00:00Z', 'moon', 'trine'),
    ];
    expect(mergeEvents(first, second).map((e) => e.exact)).toEqual([
      '2026-01-01T05:00:00Z',
      '2026-01-01T23:00:00Z',
      '2026-01-02T00:00:00Z',
      '2026-01-02T01:00:00Z',
    ]);
  });

  it('keep a second exact pass of the same aspect', () => {
    const merged = mergeEvents(
      [aspect('2026-01-01T00:00:00Z', 'saturn', 'square')],
      [aspect('2026-06-01T00:00:00Z', 'saturn', 'square')],
    );
    expect(merged).toHaveLength(2);
  });
});
