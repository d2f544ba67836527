import type { SystemStatus } from '../model/health-status';

const idleTasks: { task: () => void; timeoutMs: number }[] = [];
jest.mock('@astro/shared', () => ({
  getEnvConfig: () => ({ healthUrls: { main: '/health/main', chat: '/health/chat' } }),
  whenIdle: (task: () => void, timeoutMs: number) => {
    idleTasks.push({ task, timeoutMs });
    return () => undefined;
  },
}));

const okResponse = () =>
  new Response(JSON.stringify({ status: 'ok' }), { headers: { 'content-type': 'application/json' } });

describe('system status monitor', () => {
  beforeEach(() => {
    idleTasks.length = 0;
    window.sessionStorage.clear();
    jest.resetModules();
    globalThis.fetch = jest.fn(async () => okResponse()) as unknown as typeof fetch;
  });

  it('checks for the first time once the page is idle, within the deadline, not while subscribing', async () => {
    const { subscribeSystemStatus, FIRST_CHECK_DEADLINE_MS } = await import('../model/status-monitor');
    const seen: SystemStatus[] = [];
    subscribeSystemStatus((status) => seen.push(status));
    expect(globalThis.fetch).not.toHaveBeenCalled();
    expect(seen).toEqual([{ main: 'checking', chat: 'checking' }]);
    expect(idleTasks).toHaveLength(1);
    expect(idleTasks[0]!.timeoutMs).toBe(FIRST_CHECK_DEADLINE_MS);

    idleTasks[0]!.task();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(globalThis.fetch).toHaveBeenCalledTimes(2);
    expect(seen.at(-1)).toEqual({ main: 'online', chat: 'online' });
  });

  it('shows a check under 10 s old at once and does not wait for an idle period', async () => {
    const { saveStatus } = await import('../model/health-status');
    saveStatus(window.sessionStorage, Date.now(), { main: 'online', chat: 'offline' });
    const { subscribeSystemStatus } = await import('../model/status-monitor');
    const seen: SystemStatus[] = [];
    subscribeSystemStatus((status) => seen.push(status));
    expect(seen.at(-1)).toEqual({ main: 'online', chat: 'offline' });
    expect(idleTasks).toHaveLength(0);
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });
});
