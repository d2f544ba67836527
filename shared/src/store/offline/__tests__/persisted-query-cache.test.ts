import { sessionChanged } from '../../../auth/session-slice';
import { baseApi } from '../../base-api';
import { createAppStore } from '../../create-app-store';
import type { SupabaseQueryError } from '../../supabase-base-query';
import { createPersistedQueryCache } from '../persisted-query-cache';
import type { QueryCacheStorage } from '../query-cache-storage';
import type { PersistedQuery } from '../query-cache-snapshot';

type Answer = { data: string[] } | { error: SupabaseQueryError };
const server = jest.fn<Answer, []>();

const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    offlineTestCharts: build.query<string[], void>({
      queryFn: () => server(),
      providesTags: ['Chart'],
    }),
    offlineTestProfile: build.query<string, void>({
      queryFn: () => ({ data: 'stella' }),
      providesTags: ['Profile'],
    }),
  }),
});
const selectCharts = testApi.endpoints.offlineTestCharts.select();

const NO_NETWORK: Answer = { error: { message: 'TypeError: Failed to fetch', status: 0 } };

function memoryStorage() {
  const records = new Map<string, PersistedQuery[]>();
  const storage: QueryCacheStorage = {
    load: async (userId) => records.get(userId) ?? [],
    update: async (userId, change) => {
      const next = change(records.get(userId) ?? []);
      records.set(userId, next);
      return next;
    },
    remove: async (userId) => void records.delete(userId),
  };
  return { records, storage };
}

/** A page load: a new store and cache over the same device storage. */
function pageLoad(storage: QueryCacheStorage) {
  const queryCache = createPersistedQueryCache({ storage, saveDelayMs: 0 });
  const store = createAppStore(undefined, { queryCache });
  const signIn = (id: string) =>
    store.dispatch(
      sessionChanged({ user: { id, email: `${id}@example.com` }, event: 'SIGNED_IN' }),
    );
  const fetchCharts = () =>
    store.dispatch(
      testApi.endpoints.offlineTestCharts.initiate(undefined, {
        subscribe: false,
        forceRefetch: true,
      }),
    );
  return { queryCache, store, signIn, fetchCharts, charts: () => selectCharts(store.getState()) };
}

/** Visits the charts once online as `userId`, so the device keeps them. */
async function visitOnline(storage: QueryCacheStorage, userId: string, charts: string[]) {
  const page = pageLoad(storage);
  await page.queryCache.restore(page.store.dispatch, userId, { hydrate: false });
  page.signIn(userId);
  server.mockReturnValueOnce({ data: charts });
  await page.fetchCharts();
  await page.queryCache.flush();
  return page;
}

beforeEach(() => server.mockReset());
afterEach(() => jest.restoreAllMocks());

describe('the persisted query cache', () => {
  it('keeps what a user saw and shows it when the server cannot be reached', async () => {
    const { records, storage } = memoryStorage();
    const first = await visitOnline(storage, 'u1', ['Natal chart of Ada']);
    const seenAt = first.charts().fulfilledTimeStamp;
    expect(records.get('u1')?.map((entry) => entry.data)).toEqual([['Natal chart of Ada']]);

    const later = pageLoad(storage);
    await later.queryCache.restore(later.store.dispatch, 'u1', { hydrate: false });
    later.signIn('u1');
    server.mockReturnValueOnce(NO_NETWORK);
    await later.fetchCharts();
    expect(later.charts()).toMatchObject({ status: 'fulfilled', data: ['Natal chart of Ada'] });
    expect(later.charts().fulfilledTimeStamp).toBe(seenAt);
  });

  it('shows a refusal from the server as it is, not the copy', async () => {
    const { storage } = memoryStorage();
    await visitOnline(storage, 'u1', ['Natal chart of Ada']);
    const later = pageLoad(storage);
    await later.queryCache.restore(later.store.dispatch, 'u1', { hydrate: false });
    later.signIn('u1');
    server.mockReturnValueOnce({ error: { message: 'permission denied', status: 403 } });
    await later.fetchCharts();
    expect(later.charts().status).toBe('rejected');
    expect(later.charts().data).toBeUndefined();
  });

  it('starting offline, puts the copy in the store before any query runs', async () => {
    const { storage } = memoryStorage();
    await visitOnline(storage, 'u1', ['Natal chart of Ada']);
    const later = pageLoad(storage);
    await later.queryCache.restore(later.store.dispatch, 'u1', { hydrate: true });
    expect(later.charts().data).toEqual(['Natal chart of Ada']);
    expect(server).toHaveBeenCalledTimes(1);
  });

  it('refreshes what came from the device once the connection is back', async () => {
    const { storage } = memoryStorage();
    await visitOnline(storage, 'u1', ['Natal chart of Ada']);
    const later = pageLoad(storage);
    await later.queryCache.restore(later.store.dispatch, 'u1', { hydrate: true });
    later.signIn('u1');
    // A page shows the charts: subscribed, served from the store.
    const shown = later.store.dispatch(testApi.endpoints.offlineTestCharts.initiate());
    server.mockReturnValueOnce({ data: ['Natal chart of Ada', 'Chart of Grace'] });
    later.store.dispatch({ type: '__rtkq/online' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(later.charts().data).toEqual(['Natal chart of Ada', 'Chart of Grace']);
    shown.unsubscribe();
  });

  it("never shows one account's data to another account on the same device", async () => {
    const { storage } = memoryStorage();
    await visitOnline(storage, 'u1', ['Natal chart of Ada']);
    const later = pageLoad(storage);
    // The page started offline with u1's stored session, then u2 is the one signed in.
    await later.queryCache.restore(later.store.dispatch, 'u1', { hydrate: true });
    later.signIn('u2');
    expect(later.charts().data).toBeUndefined();
    server.mockReturnValueOnce(NO_NETWORK);
    await later.fetchCharts();
    expect(later.charts().status).toBe('rejected');
    expect(later.charts().data).toBeUndefined();
  });

  it('never writes an older copy over what another page of the app kept since', async () => {
    const { records, storage } = memoryStorage();
    const before = await visitOnline(storage, 'u1', ['Natal chart of Ada']);
    // The next page load read the device copy while the page before was still writing.
    const next = pageLoad(storage);
    await next.queryCache.restore(next.store.dispatch, 'u1', { hydrate: false });
    next.signIn('u1');
    server.mockReturnValueOnce({ data: ['Natal chart of Ada', 'Chart of Grace'] });
    await before.fetchCharts();
    await before.queryCache.flush();

    await next.store.dispatch(
      testApi.endpoints.offlineTestProfile.initiate(undefined, { subscribe: false }),
    );
    await next.queryCache.flush();
    const kept = Object.fromEntries(
      (records.get('u1') ?? []).map((entry) => [entry.endpointName, entry.data]),
    );
    expect(kept).toEqual({
      offlineTestCharts: ['Natal chart of Ada', 'Chart of Grace'],
      offlineTestProfile: 'stella',
    });
  });

  it("removes the user's copy when they sign out", async () => {
    const { records, storage } = memoryStorage();
    const page = await visitOnline(storage, 'u1', ['Natal chart of Ada']);
    page.store.dispatch(sessionChanged({ user: null, event: 'SIGNED_OUT' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(records.has('u1')).toBe(false);

    const later = pageLoad(storage);
    await later.queryCache.restore(later.store.dispatch, 'u1', { hydrate: true });
    expect(later.charts().data).toBeUndefined();
  });
});
