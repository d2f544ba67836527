import { anonClient, newConfirmedUser, withDatabase } from './support/clients';

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
  const phone = '+14155550123';

  it('returns a 6-digit code that is stored only as a salted hash and works once', async () => {
    const a = await newConfirmedUser('phone-once');
    const { data: code, error } = await a.client.rpc('create_phone_auth_code', {
      phone_number: phone,
    });
    expect(error).toBeNull();
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
    expect(
      (await a.client.rpc('verify_phone_auth_code', { phone_number: phone, submitted_code: wrong }))
        .data,
    ).toBe(false);
    expect(
      (await a.client.rpc('verify_phone_auth_code', { phone_number: phone, submitted_code: code }))
        .data,
    ).toBe(true);
    expect(
      (await a.client.rpc('verify_phone_auth_code', { phone_number: phone, submitted_code: code }))
        .data,
    ).toBe(false);
  });

  it('belongs to the user who requested it', async () => {
    const a = await newConfirmedUser('phone-owner');
    const b = await newConfirmedUser('phone-thief');
    const { data: code } = await a.client.rpc('create_phone_auth_code', { phone_number: phone });
    expect(
      (await b.client.rpc('verify_phone_auth_code', { phone_number: phone, submitted_code: code }))
        .data,
    ).toBe(false);
    expect(
      (await a.client.rpc('verify_phone_auth_code', { phone_number: phone, submitted_code: code }))
        .data,
    ).toBe(true);
    expect(
      (await anonClient().rpc('create_phone_auth_code', { phone_number: phone })).error,
    ).not.toBeNull();
  });

  it('stops accepting the right code after 5 wrong attempts', async () => {
    const a = await newConfirmedUser('phone-attempts');
    const { data: code } = await a.client.rpc('create_phone_auth_code', { phone_number: phone });
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await a.client.rpc('verify_phone_auth_code', {
            phone_number: phone,
            submitted_code: wrong,
          })
        ).data,
      ).toBe(false);
    }
    expect(
      (await a.client.rpc('verify_phone_auth_code', { phone_number: phone, submitted_code: code }))
        .data,
    ).toBe(false);
  });

  it('expires after 10 minutes', async () => {
    const a = await newConfirmedUser('phone-expiry');
    const { data: code } = await a.client.rpc('create_phone_auth_code', { phone_number: phone });
    await withDatabase((db) =>
      db.query(
        `update public.phone_auth_codes set created_at = created_at - interval '10 minutes 1 second', expires_at = expires_at - interval '10 minutes 1 second' where user_id = $1`,
        [a.user.id],
      ),
    );
    expect(
      (await a.client.rpc('verify_phone_auth_code', { phone_number: phone, submitted_code: code }))
        .data,
    ).toBe(false);
  });

  it('replaces an earlier code and rejects malformed numbers', async () => {
    const a = await newConfirmedUser('phone-replace');
    const { data: first } = await a.client.rpc('create_phone_auth_code', { phone_number: phone });
    const { data: second } = await a.client.rpc('create_phone_auth_code', { phone_number: phone });
    if (first !== second) {
      expect(
        (
          await a.client.rpc('verify_phone_auth_code', {
            phone_number: phone,
            submitted_code: first,
          })
        ).data,
      ).toBe(false);
    }
    expect(
      (
        await a.client.rpc('verify_phone_auth_code', {
          phone_number: phone,
          submitted_code: second,
        })
      ).data,
    ).toBe(true);
    const bad = await a.client.rpc('create_phone_auth_code', {
      phone_number: '0; select pg_sleep(5)',
    });
    expect(bad.error?.code).toBe('22023');
  });
});
