import { loadChartEngine, type SavedChartSnapshot, snapshotOf } from '@astro/astrology';
import { birthToInsert, insertToSavedChart, rowToSavedChart } from '../model/chart-record';
import { type KeyValueStorage, type PendingSave, PendingSaves } from '../model/pending-saves';
import { type SaveOutcome, syncPendingSaves } from '../model/sync-pending-saves';

class MemoryStorage implements KeyValueStorage {
  readonly data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
}

const birth = {
  name: 'Ada',
  date: '1990-05-15',
  time: '14:30',
  place: {
    name: 'London, England, United Kingdom',
    lat: 51.50853,
    lon: -0.12574,
    timeZone: 'Europe/London',
  },
  houseSystem: 'koch' as const,
  utc: '1990-05-15T13:30:00.000Z',
  utcOffsetSeconds: 3600,
};
let snapshot: SavedChartSnapshot;
beforeAll(async () => {
  const engine = await loadChartEngine();
  snapshot = snapshotOf(
    engine.computeChart({
      utc: new Date(birth.utc),
      lat: birth.place.lat,
      lon: birth.place.lon,
      houses: birth.houseSystem,
    }),
    true,
  );
});
const ids = [
  '0b7a1c9e-3f43-4b6e-9a52-1d2f3a4b5c61',
  '0b7a1c9e-3f43-4b6e-9a52-1d2f3a4b5c62',
  '0b7a1c9e-3f43-4b6e-9a52-1d2f3a4b5c63',
];

function item(id: string, userId = 'user-1'): PendingSave {
  return {
    userId,
    values: birthToInsert(id, { ...birth, name: `Chart ${id.slice(-1)}` }, snapshot),
    queuedAt: '2024-01-01T10:00:00.000Z',
    error: null,
  };
}

describe('the device queue', () => {
  test('keeps charts across instances (a reload) and per user', () => {
    const storage = new MemoryStorage();
    new PendingSaves(storage).add(item(ids[0]));
    new PendingSaves(storage).add(item(ids[1], 'user-2'));
    const reloaded = new PendingSaves(storage);
    expect(reloaded.forUser('user-1').map((i) => i.values.id)).toEqual([ids[0]]);
    expect(reloaded.forUser('user-2').map((i) => i.values.id)).toEqual([ids[1]]);
  });

  test('never drops entries it cannot read, and survives a corrupt store', () => {
    const storage = new MemoryStorage();
    storage.setItem('q', JSON.stringify([{ from: 'a newer version' }]));
    const queue = new PendingSaves(storage, 'q');
    queue.add(item(ids[0]));
    queue.remove('something else');
    expect(JSON.parse(storage.getItem('q')!)).toHaveLength(2);
    expect(queue.all()).toHaveLength(1);
    storage.setItem('q', '{not json');
    expect(queue.all()).toEqual([]);
  });

  test('tells subscribers about changes and returns a stable list between them', () => {
    const queue = new PendingSaves(new MemoryStorage());
    const heard = jest.fn();
    queue.subscribe(heard);
    const before = queue.all();
    expect(queue.all()).toBe(before);
    queue.add(item(ids[0]));
    queue.setError(ids[0], 'refused');
    expect(heard).toHaveBeenCalledTimes(2);
    expect(queue.find(ids[0])?.error).toBe('refused');
  });
});

describe('syncing', () => {
  const setUp = () => {
    const queue = new PendingSaves(new MemoryStorage());
    ids.forEach((id) => queue.add(item(id)));
    queue.add(item('0b7a1c9e-3f43-4b6e-9a52-1d2f3a4b5c69', 'someone-else'));
    return queue;
  };

  test('sends the user’s charts oldest first and removes each once saved', async () => {
    const queue = setUp();
    const sent: string[] = [];
    const result = await syncPendingSaves(queue, 'user-1', async (i) => {
      sent.push(i.values.id);
      return { kind: 'saved' };
    });
    expect(sent).toEqual(ids);
    expect(result).toEqual({ saved: 3, rejected: 0, waiting: 0 });
    expect(queue.forUser('user-1')).toEqual([]);
    expect(queue.all()).toHaveLength(1);
  });

  test('stops at the first network failure and keeps the rest queued', async () => {
    const queue = setUp();
    const outcomes: SaveOutcome[] = [{ kind: 'saved' }, { kind: 'unreachable' }, { kind: 'saved' }];
    const save = jest.fn(async () => outcomes.shift()!);
    const result = await syncPendingSaves(queue, 'user-1', save);
    expect(save).toHaveBeenCalledTimes(2);
    expect(result).toEqual({ saved: 1, rejected: 0, waiting: 2 });
    expect(queue.forUser('user-1').map((i) => i.values.id)).toEqual(ids.slice(1));
  });

  test('a thrown error counts as no connection, never as a loss', async () => {
    const queue = setUp();
    await syncPendingSaves(queue, 'user-1', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(queue.forUser('user-1')).toHaveLength(3);
  });

  test('a refused chart is marked, skipped next time, and retried on request', async () => {
    const queue = setUp();
    await syncPendingSaves(queue, 'user-1', async (i) =>
      i.values.id === ids[0] ? { kind: 'rejected', message: 'bad name' } : { kind: 'saved' },
    );
    expect(queue.forUser('user-1')).toEqual([expect.objectContaining({ error: 'bad name' })]);
    const save = jest.fn(async (): Promise<SaveOutcome> => ({ kind: 'saved' }));
    await syncPendingSaves(queue, 'user-1', save);
    expect(save).not.toHaveBeenCalled();
    await syncPendingSaves(queue, 'user-1', save, { includeRejected: true });
    expect(save).toHaveBeenCalledTimes(1);
    expect(queue.forUser('user-1')).toEqual([]);
  });
});

describe('chart records', () => {
  test('birth data survives the round trip through a database row', () => {
    const values = birthToInsert(ids[0], birth, snapshot);
    const row = {
      ...values,
      birth_time: '14:30:00',
      birth_utc: '1990-05-15T13:30:00+00:00',
      created_at: 'c',
      updated_at: 'u',
    };
    expect(rowToSavedChart(row)).toEqual({
      id: ids[0],
      birth,
      snapshot,
      createdAt: 'c',
      updatedAt: 'u',
    });
  });

  test('a snapshot from an older version reads as missing, so the pages recompute it', () => {
    const values = birthToInsert(ids[0], birth, snapshot);
    const row = {
      ...values,
      snapshot: { sun: 'Taurus', moon: 'Capricorn', ascendant: 'Virgo' },
      created_at: 'c',
      updated_at: 'u',
    };
    expect(rowToSavedChart(row)?.snapshot).toBeNull();
  });

  test('an unknown time is stored as null with the flag set, and read back as unknown', () => {
    const values = birthToInsert(
      ids[0],
      { ...birth, time: null },
      { ...snapshot, timeKnown: false },
    );
    expect(values).toMatchObject({ birth_time: null, time_unknown: true });
    expect(insertToSavedChart(values, '2024-01-01T00:00:00.000Z')?.birth.time).toBeNull();
  });
});
