import type { Pool } from 'pg';
import type { DevMailbox } from '../../mail/dev-mailbox';
import { createDevApp } from '../dev-routes';

function devApp() {
  const listed: unknown[] = [];
  const mailbox = {
    list: async (filter: unknown) => {
      listed.push(filter);
      return [];
    },
    clear: async () => undefined,
  } as unknown as DevMailbox;
  const pool = {
    query: async () => ({
      rows: [
        { id: '3', to_phone: '+14155550123', body: 'Your code is 123456', created_at: new Date(0) },
      ],
    }),
  } as unknown as Pool;
  const app = createDevApp({ mailbox, pool, stackInfo: () => ({ pid: 1 }) });
  const call = (method: string, path: string) =>
    app.fetch(new Request(`http://localhost${path}`, { method }));
  return { call, listed };
}

describe('dev routes', () => {
  it('reads the mailbox filter from the query, and refuses one the database could not take', async () => {
    const { call, listed } = devApp();
    expect((await call('GET', '/mail?to=a%40b.test&limit=5')).status).toBe(200);
    expect(listed).toEqual([{ to: 'a@b.test', limit: 5 }]);
    const refused = await call('GET', '/mail?to=%00');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'bad_request' });
  });

  it('lists text messages with the code read out of them', async () => {
    const answer = await devApp().call('GET', '/sms');
    expect(await answer.json()).toEqual([
      {
        id: 3,
        to: '+14155550123',
        body: 'Your code is 123456',
        code: '123456',
        created_at: '1970-01-01T00:00:00.000Z',
      },
    ]);
  });

  it('answers an unknown endpoint 404 with its method and path', async () => {
    const answer = await devApp().call('POST', '/nope');
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({
      code: 'not_found',
      message: 'No dev endpoint POST /nope',
    });
  });
});
