import {
  entriesFromState,
  mergeEntries,
  type PersistedQuery,
  rehydrationInfo,
} from '../query-cache-snapshot';

const entry = (key: string, at: number, data: unknown = key): PersistedQuery => ({
  key,
  endpointName: 'profile',
  originalArgs: key,
  data,
  fulfilledTimeStamp: at,
  tags: [{ type: 'Profile' }],
});

describe('entriesFromState', () => {
  it('keeps successful results with the tags they provide, and nothing pending or failed', () => {
    const entries = entriesFromState({
      queries: {
        'profile("u1")': {
          status: 'fulfilled',
          endpointName: 'profile',
          originalArgs: 'u1',
          data: { username: 'stella' },
          fulfilledTimeStamp: 10,
        },
        'charts(undefined)': { status: 'pending', endpointName: 'charts' },
        'threads(undefined)': { status: 'rejected', endpointName: 'threads' },
      },
      provided: { keys: { 'profile("u1")': [{ type: 'Profile', id: 'u1' }] } },
    });
    expect(entries).toEqual([
      {
        key: 'profile("u1")',
        endpointName: 'profile',
        originalArgs: 'u1',
        data: { username: 'stella' },
        fulfilledTimeStamp: 10,
        tags: [{ type: 'Profile', id: 'u1' }],
      },
    ]);
  });
});

describe('mergeEntries', () => {
  it('updates stored results with newer ones and keeps the newest first', () => {
    const merged = mergeEntries([entry('a', 1, 'old'), entry('b', 2)], [entry('a', 5, 'new')]);
    expect(merged.map((item) => [item.key, item.data])).toEqual([
      ['a', 'new'],
      ['b', 'b'],
    ]);
  });

  it('never lets an older copy replace a newer one', () => {
    expect(mergeEntries([entry('a', 9, 'newer')], [entry('a', 3, 'older')])[0].data).toBe('newer');
  });

  it('caps the number of results, dropping the oldest', () => {
    const merged = mergeEntries([entry('a', 1), entry('b', 2), entry('c', 3)], [], {
      maxEntries: 2,
      maxChars: 1_000_000,
    });
    expect(merged.map((item) => item.key)).toEqual(['c', 'b']);
  });

  it('caps the size, leaving out a result too large to fit rather than everything else', () => {
    const small = entry('small', 1);
    const huge = entry('huge', 2, 'x'.repeat(5_000));
    const merged = mergeEntries([small, huge], [], { maxEntries: 10, maxChars: 1_000 });
    expect(merged.map((item) => item.key)).toEqual(['small']);
  });
});

describe('rehydrationInfo', () => {
  it('gives RTK Query fulfilled queries and the tag index that invalidation reads', () => {
    const info = rehydrationInfo([
      { ...entry('p', 7), tags: [{ type: 'Profile', id: 'u1' }, { type: 'Chart' }] },
    ]);
    expect(info.queries.p).toMatchObject({ status: 'fulfilled', data: 'p', fulfilledTimeStamp: 7 });
    expect(info.provided.tags).toEqual({
      Profile: { u1: ['p'] },
      Chart: { __internal_without_id: ['p'] },
    });
    expect(info.provided.keys.p).toEqual([{ type: 'Profile', id: 'u1' }, { type: 'Chart' }]);
  });
});
