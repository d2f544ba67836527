import { AfterResponseQueue } from '../after-response';
import type { Logger } from '../../lib/logger';

const logger = () => {
  const errors: string[] = [];
  const log: Logger = {
    enabled: () => true,
    error: (m) => errors.push(m),
    info: () => undefined,
    debug: () => undefined,
  };
  return { log, errors };
};

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('AfterResponseQueue', () => {
  it('runs the work of one address in order, and settled waits for it', async () => {
    const queue = new AfterResponseQueue(logger().log);
    const done: string[] = [];
    let release!: () => void;
    queue.run({
      key: 'A@b.co',
      run: () =>
        new Promise<void>((resolve) => (release = resolve)).then(() => void done.push('first')),
    });
    queue.run({ key: 'a@b.co', run: async () => void done.push('second') });
    queue.run({ key: 'other@b.co', run: async () => void done.push('other') });
    let settled = false;
    void queue.settled('a@B.co').then(() => (settled = true));
    await tick();
    expect(done).toEqual(['other']);
    expect(settled).toBe(false);
    release();
    await queue.settled('a@b.co');
    expect(done).toEqual(['other', 'first', 'second']);
  });

  it('logs a failure instead of letting it reach the process, and goes on', async () => {
    const { log, errors } = logger();
    const queue = new AfterResponseQueue(log);
    const done: string[] = [];
    queue.run({ key: 'k', run: () => Promise.reject(new Error('smtp down')) });
    queue.run({ key: 'k', run: async () => void done.push('next') });
    await queue.drain();
    expect(errors).toEqual(['deferred auth work failed: smtp down']);
    expect(done).toEqual(['next']);
  });
});
