import type { SupabaseClient } from '@supabase/supabase-js';
import {
  confirmPhoneCode,
  removeStoredAvatars,
  sendPhoneCode,
  storeAvatar,
} from '../api/profile-api';

const callFunction = jest.fn<Promise<Response>, [string, { body?: unknown }]>();
jest.mock('@astro/shared', () => ({
  ...jest.requireActual<object>('@astro/shared'),
  callFunction: (...args: [string, { body?: unknown }]) => callFunction(...args),
}));

const USER_ID = 'user-1';

/** The avatars bucket, holding `stored` (file names in the user's folder). */
function fakeStorage(options: { stored?: string[]; uploadRefusal?: string } = {}) {
  const bucket = {
    upload: jest.fn(async (path: string) => ({
      data: options.uploadRefusal ? null : { path },
      error: options.uploadRefusal ? { message: options.uploadRefusal } : null,
    })),
    getPublicUrl: jest.fn((path: string) => ({
      data: { publicUrl: `https://cdn.example/avatars/${path}` },
    })),
    list: jest.fn(async () => ({
      data: (options.stored ?? []).map((name) => ({ name })),
      error: null,
    })),
    remove: jest.fn(async () => ({ data: [], error: null })),
  };
  const from = jest.fn(() => bucket);
  return { client: { storage: { from } } as unknown as SupabaseClient, bucket, from };
}

describe('storeAvatar', () => {
  beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000));
  afterEach(() => jest.restoreAllMocks());

  it('stores the picture under a new name and gives its public address', async () => {
    const { client, bucket, from } = fakeStorage();
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    await expect(storeAvatar(USER_ID, file, client)).resolves.toEqual({
      data: {
        path: 'user-1/avatar-1700000000000.png',
        publicUrl: 'https://cdn.example/avatars/user-1/avatar-1700000000000.png',
      },
      error: null,
    });
    expect(from).toHaveBeenCalledWith('avatars');
    expect(bucket.upload).toHaveBeenCalledWith('user-1/avatar-1700000000000.png', file, {
      contentType: 'image/png',
      cacheControl: '31536000',
    });
  });

  it('names a JPEG .jpg', async () => {
    const { client, bucket } = fakeStorage();
    await storeAvatar(USER_ID, new File(['jpeg'], 'me.jpeg', { type: 'image/jpeg' }), client);
    expect(bucket.upload).toHaveBeenCalledWith(
      'user-1/avatar-1700000000000.jpg',
      expect.anything(),
      expect.anything(),
    );
  });

  it("returns the storage's message when the upload fails", async () => {
    const { client, bucket } = fakeStorage({ uploadRefusal: 'The object exceeded the size limit' });
    const file = new File(['gif'], 'me.gif', { type: 'image/gif' });
    await expect(storeAvatar(USER_ID, file, client)).resolves.toEqual({
      data: null,
      error: 'The object exceeded the size limit',
    });
    expect(bucket.getPublicUrl).not.toHaveBeenCalled();
  });
});

describe('removeStoredAvatars', () => {
  it('removes every picture but the one kept', async () => {
    const { client, bucket } = fakeStorage({ stored: ['avatar-1.png', 'avatar-2.jpg'] });
    await removeStoredAvatars(USER_ID, 'user-1/avatar-2.jpg', client);
    expect(bucket.list).toHaveBeenCalledWith(USER_ID);
    expect(bucket.remove).toHaveBeenCalledWith(['user-1/avatar-1.png']);
  });

  it('asks storage to remove nothing when only the kept picture is there', async () => {
    const { client, bucket } = fakeStorage({ stored: ['avatar-2.jpg'] });
    await removeStoredAvatars(USER_ID, 'user-1/avatar-2.jpg', client);
    expect(bucket.remove).not.toHaveBeenCalled();
  });
});

describe('sendPhoneCode and confirmPhoneCode', () => {
  afterEach(() => callFunction.mockReset());

  it('post to the sms function and report no error when it agrees', async () => {
    callFunction.mockResolvedValue(new Response(JSON.stringify({ ok: true }), { status: 200 }));
    await expect(sendPhoneCode('+15550123456')).resolves.toEqual({ error: null });
    expect(callFunction).toHaveBeenCalledWith('sms/send', {
      body: { phone_number: '+15550123456' },
    });
    await expect(confirmPhoneCode('+15550123456', '123456')).resolves.toEqual({ error: null });
    expect(callFunction).toHaveBeenLastCalledWith('sms/verify', {
      body: { phone_number: '+15550123456', code: '123456' },
    });
  });

  it("give the sms function's own message", async () => {
    callFunction.mockResolvedValue(
      new Response(
        JSON.stringify({ code: 'rate_limited', message: 'Wait a minute before asking again' }),
        { status: 429 },
      ),
    );
    await expect(sendPhoneCode('+15550123456')).resolves.toEqual({
      error: 'Wait a minute before asking again',
    });
  });

  it('fall back when the answer has no message', async () => {
    callFunction.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(sendPhoneCode('+15550123456')).resolves.toEqual({ error: 'Failed to send SMS' });
  });

  it('fall back when there was no answer at all', async () => {
    callFunction.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(confirmPhoneCode('+15550123456', '000000')).resolves.toEqual({
      error: 'Invalid verification code',
    });
  });
});
