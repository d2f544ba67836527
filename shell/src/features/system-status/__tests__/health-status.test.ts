import {
  checkEndpoint,
  LAST_CHECK_KEY,
  overallStatus,
  recentStatus,
  saveStatus,
  statusText,
} from '../model/health-status';

const respond = (body: unknown, status = 200) =>
  jest.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('checkEndpoint', () => {
  it("is online only for JSON {status: 'ok'}", async () => {
    expect(await checkEndpoint('/h', respond({ status: 'ok', version: '2.2.5' }))).toBe('online');
    expect(await checkEndpoint('/h', respond({ status: 'degraded' }, 200))).toBe('offline');
    expect(await checkEndpoint('/h', respond({ status: 'ok' }, 503))).toBe('offline');
    const notJson = jest.fn(async () => new Response('<html>', { status: 200 })) as unknown as typeof fetch;
    expect(await checkEndpoint('/h', notJson)).toBe('offline');
    const down = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await checkEndpoint('/h', down)).toBe('offline');
  });
});

describe('overall status and texts', () => {
  it('is online if any endpoint is online', () => {
    expect(overallStatus({ main: 'online', chat: 'offline' })).toBe('online');
    expect(overallStatus({ main: 'offline', chat: 'offline' })).toBe('offline');
    expect(overallStatus({ main: 'checking', chat: 'offline' })).toBe('checking');
  });

  it("uses the spec's texts", () => {
    expect(statusText({ main: 'online', chat: 'online' })).toBe('All systems functional');
    expect(statusText({ main: 'online', chat: 'offline' })).toBe('Chat services are currently offline');
    expect(statusText({ main: 'offline', chat: 'offline' })).toBe('Chat services are currently offline');
  });
});

describe('skipping a recent check', () => {
  it('reuses a result younger than 10 s', () => {
    const storage = new Map<string, string>();
    const store = { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v) };
    saveStatus(store, 1_000_000, { main: 'online', chat: 'offline' });
    expect(recentStatus(store, 1_009_999)).toEqual({ main: 'online', chat: 'offline' });
    expect(recentStatus(store, 1_010_000)).toBeNull();
    storage.set(LAST_CHECK_KEY, 'garbage');
    expect(recentStatus(store, 1_000_001)).toBeNull();
  });
});
