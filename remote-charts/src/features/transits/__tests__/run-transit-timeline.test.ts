import type { TransitEvent } from '@astro/astrology';
import { aspect } from './fixtures';
import type { TimelineRequest } from '../model/timeline-slices';
import {
  runTransitTimeline,
  type TimelineProgress,
  type TimelineRunner,
  type TimelineSite,
} from '../worker/run-transit-timeline';
import type { WorkerReply } from '../worker/transit-protocol';

const request: TimelineRequest = {
  natal: {} as never,
  timeKnown: true,
  from: '2026-01-01T00:00:00.000Z',
  to: '2026-01-04T00:00:00.000Z',
  slices: 3,
};

/** An engine that finds one event at the start of each range asked for. */
const engine = {
  findTransits: jest.fn(({ from }: { from: Date }): TransitEvent[] => [
    aspect(from.toISOString().replace('.000Z', 'Z'), 'mars', 'square'),
  ]),
};

class FakeWorker {
  onmessage: ((event: MessageEvent<WorkerReply>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  postMessage = jest.fn();
  terminate = jest.fn();
  reply(message: WorkerReply) {
    this.onmessage?.({ data: message } as MessageEvent<WorkerReply>);
  }
}

function runner(overrides: Partial<TimelineRunner> = {}): TimelineRunner {
  return {
    startWorker: () => {
      throw new Error('Worker is not defined');
    },
    loadEngine: async (onProgress) => {
      onProgress({ loaded: 11, total: 11 });
      return engine;
    },
    idle: (task) => {
      const handle = setTimeout(task, 0);
      return () => clearTimeout(handle);
    },
    workerTimeoutMs: 50,
    ...overrides,
  };
}

function record() {
  const updates: { progress: TimelineProgress; site: TimelineSite }[] = [];
  const listener = (progress: TimelineProgress, site: TimelineSite) =>
    updates.push({ progress, site });
  const finished = () =>
    updates.find((u) => u.progress.status === 'done' || u.progress.status === 'error');
  const until = async () => {
    for (let i = 0; i < 200 && !finished(); i++)
      await new Promise((resolve) => setTimeout(resolve, 5));
    return finished()!;
  };
  return { updates, listener, until };
}

describe('running the transit timeline', () => {
  it('computes on the page, one part at a time, where no worker can start', async () => {
    const { updates, listener, until } = record();
    runTransitTimeline(request, listener, runner());
    const last = await until();
    expect(last.site).toBe('page');
    expect(last.progress).toEqual({
      status: 'done',
      events: [
        aspect('2026-01-01T00:00:00Z', 'mars', 'square'),
        aspect('2026-01-02T00:00:00Z', 'mars', 'square'),
        aspect('2026-01-03T00:00:00Z', 'mars', 'square'),
      ],
    });
    expect(
      updates.map((u) => (u.progress.status === 'computing' ? u.progress.done : u.progress.status)),
    ).toEqual(['loading', 0, 1, 2, 'done']);
  });

  it('takes the events from the worker when it runs', () => {
    const worker = new FakeWorker();
    const { updates, listener } = record();
    runTransitTimeline(
      request,
      listener,
      runner({ startWorker: () => worker as unknown as Worker }),
    );
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'compute', request });
    worker.reply({ type: 'ready' });
    worker.reply({ type: 'loading', loaded: 4, total: 11 });
    for (let index = 0; index < 3; index++)
      worker.reply({
        type: 'slice',
        index,
        events: [aspect(`2026-01-0${index + 1}T00:00:00Z`, 'sun', 'trine')],
      });
    worker.reply({ type: 'done' });
    expect(updates.every((u) => u.site === 'worker')).toBe(true);
    expect(updates[0]!.progress).toEqual({ status: 'loading', loaded: 4, total: 11 });
    expect(updates[2]!.progress).toMatchObject({ status: 'computing', done: 2, total: 3 });
    expect(updates.at(-1)!.progress).toMatchObject({
      status: 'done',
      events: [{ exact: '2026-01-01T00:00:00Z' }, {}, {}],
    });
    expect(worker.terminate).toHaveBeenCalled();
  });

  it('falls back to the page when the worker fails', async () => {
    const worker = new FakeWorker();
    const { listener, until } = record();
    runTransitTimeline(
      request,
      listener,
      runner({ startWorker: () => worker as unknown as Worker }),
    );
    worker.reply({ type: 'ready' });
    worker.reply({ type: 'error', message: 'Loading chunk ephemeris-moon failed' });
    expect(worker.terminate).toHaveBeenCalled();
    const last = await until();
    expect(last).toMatchObject({ site: 'page', progress: { status: 'done' } });
  });

  it('falls back to the page when the worker never answers', async () => {
    const worker = new FakeWorker();
    const { listener, until } = record();
    runTransitTimeline(
      request,
      listener,
      runner({ startWorker: () => worker as unknown as Worker }),
    );
    const last = await until();
    expect(last).toMatchObject({ site: 'page', progress: { status: 'done' } });
    expect(worker.terminate).toHaveBeenCalled();
  });

  it('reports an engine that cannot load', async () => {
    const { listener, until } = record();
    runTransitTimeline(
      request,
      listener,
      runner({ loadEngine: () => Promise.reject(new Error('offline')) }),
    );
    expect((await until()).progress).toEqual({ status: 'error', message: 'offline' });
  });

  it('stops: no more updates, and the worker ends', async () => {
    const worker = new FakeWorker();
    const { updates, listener } = record();
    const stop = runTransitTimeline(
      request,
      listener,
      runner({ startWorker: () => worker as unknown as Worker }),
    );
    worker.reply({ type: 'ready' });
    stop();
    worker.reply({ type: 'slice', index: 0, events: [] });
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(updates).toEqual([]);
    expect(worker.terminate).toHaveBeenCalled();
  });
});
