import { sessionChanged } from '../../../auth/session-slice';
import { baseApi } from '../../base-api';
import { createAppStore } from '../../create-app-store';
import { QueuedWrites, type QueuedWrite } from '../queued-writes';
import { queuedWritesOnDevice, queueWrite, syncQueuedWrites } from '../queued-write-sync';
import { replayQueuedWrites, type WriteOutcome } from '../replay-queued-writes';

function memory() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const write = (id: string, userId = 'u1', username = id): QueuedWrite => ({
  id,
  userId,
  label: `Username “${username}”`,
  request: { kind: 'update', table: 'profiles', values: { username }, match: { id: userId } },
  invalidates: [{ type: 'Profile' }],
  queuedAt: new Date(0).toISOString(),
  error: null,
});

describe('QueuedWrites', () => {
  it('keeps one change per id, the newest, after the others', () => {
    const queue = new QueuedWrites(memory());
    queue.add(write('name', 'u1', 'first'));
    queue.add(write('lesson'));
    queue.add(write('name', 'u1', 'second'));
    expect(queue.all().map((item) => item.label)).toEqual([
      'Username “lesson”',
      'Username “second”',
    ]);
  });

  it('gives each user only their own changes, and keeps entries it cannot read', () => {
    const storage = memory();
    storage.setItem('astro.queued-writes.v1', JSON.stringify([{ from: 'a newer version' }]));
    const queue = new QueuedWrites(storage);
    queue.add(write('a', 'u1'));
    queue.add(write('b', 'u2'));
    expect(queue.forUser('u2').map((item) => item.id)).toEqual(['b']);
    queue.remove('a');
    expect(JSON.parse(storage.getItem('astro.queued-writes.v1')!)).toContainEqual({
      from: 'a newer version',
    });
  });
});

describe('replayQueuedWrites', () => {
  it('sends in order, stops at the first that cannot reach the server, and keeps the rest', async () => {
    const queue = new QueuedWrites(memory());
    for (const id of ['a', 'b', 'c']) queue.add(write(id));
    const outcomes: WriteOutcome[] = [{ kind: 'saved' }, { kind: 'unreachable' }];
    const sent: string[] = [];
    const result = await replayQueuedWrites(queue, 'u1', async (item) => {
      sent.push(item.id);
      return outcomes.shift()!;
    });
    expect(sent).toEqual(['a', 'b']);
    expect(result).toMatchObject({ saved: 1, waiting: 2, invalidates: [{ type: 'Profile' }] });
    expect(queue.all().map((item) => item.id)).toEqual(['b', 'c']);
  });

  it('keeps a refused change with the reason, and skips it until asked to retry', async () => {
    const queue = new QueuedWrites(memory());
    queue.add(write('taken'));
    await replayQueuedWrites(queue, 'u1', async () => ({
      kind: 'rejected',
      message: 'That username is taken',
    }));
    expect(queue.all()[0].error).toBe('That username is taken');
    const send = jest.fn(async (): Promise<WriteOutcome> => ({ kind: 'saved' }));
    await replayQueuedWrites(queue, 'u1', send);
    expect(send).not.toHaveBeenCalled();
    await replayQueuedWrites(queue, 'u1', send, { includeRejected: true });
    expect(queue.all()).toEqual([]);
  });
});

describe('syncQueuedWrites', () => {
  afterEach(() => window.localStorage.clear());

  it('refetches what a saved change affects', async () => {
    const server = jest.fn(() => ({ data: 'stella' }));
    const api = baseApi.injectEndpoints({
      endpoints: (build) => ({
        queuedTestProfile: build.query<string, void>({
          queryFn: server,
          providesTags: ['Profile'],
        }),
      }),
    });
    const store = createAppStore();
    store.dispatch(sessionChanged({ user: { id: 'u1', email: null }, event: 'SIGNED_IN' }));
    const shown = store.dispatch(api.endpoints.queuedTestProfile.initiate());
    await shown;
    queueWrite({
      id: 'profile-username:u1',
      userId: 'u1',
      label: 'Username “stella”',
      request: {
        kind: 'update',
        table: 'profiles',
        values: { username: 'stella' },
        match: { id: 'u1' },
      },
      invalidates: [{ type: 'Profile' }],
    });
    const result = await syncQueuedWrites(store.dispatch, 'u1', {
      send: async () => ({ kind: 'saved' }),
    });
    expect(result.saved).toBe(1);
    expect(queuedWritesOnDevice().all()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(server).toHaveBeenCalledTimes(2);
    shown.unsubscribe();
  });
});
