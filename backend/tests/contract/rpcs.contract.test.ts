import { anonClient, newConfirmedUser, serviceClient, withDatabase } from './support/clients';

describe('increment_profile_counter', () => {
  it('increments a known counter of the caller only', async () => {
    const a = await newConfirmedUser('rpc-a');
    const b = await newConfirmedUser('rpc-b');
    const first = await a.client.rpc('increment_profile_counter', {
      user_id: a.user.id,
      counter_name: 'charts_created_count',
      increment_by: 2,
    });
    expect(first.error).toBeNull();
    expect(first.data).toBe(2);
    const second = await a.client.rpc('increment_profile_counter', {
      user_id: a.user.id,
      counter_name: 'charts_created_count',
      increment_by: 1,
    });
    expect(second.data).toBe(3);

    const foreign = await b.client.rpc('increment_profile_counter', {
      user_id: a.user.id,
      counter_name: 'charts_created_count',
      increment_by: 5,
    });
    expect(foreign.error?.code).toBe('42501');
    const unknown = await a.client.rpc('increment_profile_counter', {
      user_id: a.user.id,
      counter_name: 'session_duration_total',
      increment_by: 1,
    });
    expect(unknown.error?.code).toBe('22023');
    expect(unknown.error?.message).toContain('Unknown counter');
    const injected = await a.client.rpc('increment_profile_counter', {
      user_id: a.user.id,
      counter_name: 'charts_created_count = 0; --',
      increment_by: 1,
    });
    expect(injected.error?.code).toBe('22023');
    const negative = await a.client.rpc('increment_profile_counter', {
      user_id: a.user.id,
      counter_name: 'charts_created_count',
      increment_by: -10,
    });
    expect(negative.error?.code).toBe('22023');
    const anonymous = await anonClient().rpc('increment_profile_counter', {
      user_id: a.user.id,
      counter_name: 'charts_created_count',
      increment_by: 1,
    });
    expect(anonymous.error).not.toBeNull();

    const { data } = await a.client.from('profiles').select('charts_created_count').single();
    expect(data?.charts_created_count).toBe(3);
  });
});

describe('update_feature_usage', () => {
  it('counts feature use for the caller and validates the feature name', async () => {
    const a = await newConfirmedUser('usage-a');
    const b = await newConfirmedUser('usage-b');
    await a.client.rpc('update_feature_usage', {
      user_id: a.user.id,
      feature_name: 'chart_calculation',
    });
    const { data, error } = await a.client.rpc('update_feature_usage', {
      user_id: a.user.id,
      feature_name: 'chart_calculation',
    });
    expect(error).toBeNull();
    expect(data).toEqual({ chart_calculation: 2 });
    expect(
      (await b.client.rpc('update_feature_usage', { user_id: a.user.id, feature_name: 'x' })).error
        ?.code,
    ).toBe('42501');
    expect(
      (
        await a.client.rpc('update_feature_usage', {
          user_id: a.user.id,
          feature_name: "'); drop table profiles; --",
        })
      ).error?.code,
    ).toBe('22023');
    expect(
      (await a.client.rpc('update_feature_usage', { user_id: a.user.id, feature_name: '' })).error
        ?.code,
    ).toBe('22023');
  });
});

describe('phone verification codes', () => {
  /** A number nobody else in the suite uses (a confirmed number belongs to one account). */
  const uniquePhone = () => `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const server = serviceClient();
  const issue = async (userId: string, phone: string) => {
    const { data, error } = await server.rpc('issue_phone_code', {
      user_id: userId,
      phone_number: phone,
    });
    if (error) throw new Error(error.message);
    return data as string;
  };
  const confirm = async (userId: string, phone: string, code: string) =>
    (
      await server.rpc('confirm_phone_code', {
        user_id: userId,
        phone_number: phone,
        submitted_code: code,
      })
    ).data as boolean;

  it('are created and checked by the server only, never by the browser', async () => {
    const a = await newConfirmedUser('phone-browser');
    const phone = uniquePhone();
    const created = await a.client.rpc('create_phone_auth_code', { phone_number: phone });
    expect(created.data).toBeNull();
    expect(created.error?.code).toBe('42501');
    const verified = await a.client.rpc('verify_phone_auth_code', {
      phone_number: phone,
      submitted_code: '123456',
    });
    expect(verified.error?.code).toBe('42501');
    expect(
      (await anonClient().rpc('create_phone_auth_code', { phone_number: phone })).error,
    ).not.toBeNull();
  });

  it('are 6 digits, stored only as a salted hash for 10 minutes, and work once', async () => {
    const a = await newConfirmedUser('phone-once');
    const phone = uniquePhone();
    const code = await issue(a.user.id, phone);
    expect(code).toMatch(/^\d{6}$/);
    const stored = await withDatabase(
      async (db) =>
        (
          await db.query(
            'select code_hash, code_salt, expires_at - created_at as lifetime from public.phone_auth_codes where user_id = $1',
            [a.user.id],
          )
        ).rows,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0].code_hash).not.toContain(code);
    expect(stored[0].lifetime).toMatchObject({ minutes: 10 });

    const wrong = code === '000000' ? '111111' : '000000';
    expect(await confirm(a.user.id, phone, wrong)).toBe(false);
    expect(await confirm(a.user.id, phone, code)).toBe(true);
    expect(await confirm(a.user.id, phone, code)).toBe(false);
  });

  it('belong to the user they were sent for', async () => {
    const a = await newConfirmedUser('phone-owner');
    const b = await newConfirmedUser('phone-thief');
    const phone = uniquePhone();
    const code = await issue(a.user.id, phone);
    expect(await confirm(b.user.id, phone, code)).toBe(false);
    expect(await confirm(a.user.id, phone, code)).toBe(true);
  });

  it('replace an earlier code and reject malformed numbers', async () => {
    const a = await newConfirmedUser('phone-replace');
    const phone = uniquePhone();
    const first = await issue(a.user.id, phone);
    const second = await issue(a.user.id, phone);
    if (first !== second) expect(await confirm(a.user.id, phone, first)).toBe(false);
    expect(await confirm(a.user.id, phone, second)).toBe(true);
    const bad = await server.rpc('issue_phone_code', {
      user_id: a.user.id,
      phone_number: '0; select pg_sleep(5)',
    });
    expect(bad.error?.code).toBe('22023');
  });
});
