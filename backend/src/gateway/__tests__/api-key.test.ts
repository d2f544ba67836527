import { checkApiKey } from '../api-key';

const keys = { anonKey: 'anon-key', serviceRoleKey: 'service-role-key' };
const withKey = (apikey?: string, url = '/rest/v1/charts') => ({
  headers: apikey === undefined ? {} : { apikey },
  url,
});

describe('checkApiKey', () => {
  it('tells the anon key from the service-role key', () => {
    expect(checkApiKey(withKey('anon-key'), keys)).toEqual({
      ok: true,
      key: 'anon-key',
      role: 'anon',
    });
    expect(checkApiKey(withKey('service-role-key'), keys)).toMatchObject({
      ok: true,
      role: 'service_role',
    });
  });

  it('reads the apikey query parameter when there is no header', () => {
    expect(
      checkApiKey(withKey(undefined, '/realtime/v1/websocket?apikey=anon-key'), keys),
    ).toMatchObject({
      ok: true,
      role: 'anon',
    });
  });

  it('refuses a missing, wrong or merely similar key', () => {
    expect(checkApiKey(withKey(), keys)).toMatchObject({ ok: false, status: 401 });
    expect(checkApiKey(withKey('anon-kez'), keys)).toMatchObject({ ok: false, status: 401 });
    expect(checkApiKey(withKey('anon-key-'), keys)).toMatchObject({ ok: false, status: 401 });
  });

  it('follows a key set whose keys were replaced', () => {
    const changing = { ...keys };
    expect(checkApiKey(withKey('anon-key'), changing)).toMatchObject({ ok: true });
    changing.anonKey = 'rotated';
    expect(checkApiKey(withKey('anon-key'), changing)).toMatchObject({ ok: false });
    expect(checkApiKey(withKey('rotated'), changing)).toMatchObject({ ok: true, role: 'anon' });
  });
});
