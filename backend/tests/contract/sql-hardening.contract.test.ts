import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, DEMO, signedInClient, stack, withDatabase } from './support/clients';
import { directUser } from './support/direct-users';
import { loopbackAddresses, sendContactFrom } from './support/loopback-client';

const freshLoopbackAddress = loopbackAddresses(44);

const rpcAs = (token: string, fn: string, args: object) =>
  fetch(`${stack.url}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(args),
  });

describe('statement timeouts', () => {
  it('are 8 seconds for anon, authenticated and authenticator', async () => {
    const settings = await withDatabase(
      async (db) =>
        (
          await db.query<{ role: string; config: string[] }>(`
            select r.rolname as role, s.setconfig as config
              from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
             where s.setdatabase = 0 and r.rolname in ('anon', 'authenticated', 'authenticator')
             order by r.rolname`)
        ).rows,
    );
    expect(settings).toEqual(
      ['anon', 'authenticated', 'authenticator'].map((role) => ({
        role,
        config: expect.arrayContaining(['statement_timeout=8s']) as unknown,
      })),
    );
  });

  it('cancel a call through the data API that runs longer, for visitors and users', async () => {
    const user = await directUser('slow-call');
    // A deliberately slow function, present only for this test.
    await withDatabase((db) =>
      db.query(`
        create function public.statement_timeout_probe(seconds double precision) returns boolean
        language sql as $$ select true from pg_sleep(seconds) $$;
        grant execute on function public.statement_timeout_probe(double precision) to anon, authenticated;
        notify pgrst, 'reload schema';`),
    );
    try {
      for (let i = 0; i < 100; i++) {
        if ((await rpcAs(stack.anonKey, 'statement_timeout_probe', { seconds: 0 })).ok) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      const timed = async (token: string) => {
        const startedAt = Date.now();
        const res = await rpcAs(token, 'statement_timeout_probe', { seconds: 30 });
        const body = (await res.json()) as { code?: string };
        return { status: res.status, code: body.code, ms: Date.now() - startedAt };
      };
      const [visitor, member] = await Promise.all([
        timed(stack.anonKey),
        timed(user.session.access_token),
      ]);
      for (const answer of [visitor, member]) {
        expect(answer).toMatchObject({ code: '57014' });
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(answer.ms).toBeGreaterThan(7_000);
        expect(answer.ms).toBeLessThan(15_000);
      }
    } finally {
      await withDatabase((db) =>
        db.query(`
          drop function if exists public.statement_timeout_probe(double precision);
          notify pgrst, 'reload schema';`),
      );
    }
  }, 60_000);
});

describe('brain_document_chunk_texts', () => {
  it('is not callable through the API and refuses a chunk size that would never end', async () => {
    const user = await directUser('chunk-caller');
    for (const [token, status] of [
      [stack.anonKey, 401],
      [user.session.access_token, 403],
    ] as const) {
      const res = await rpcAs(token, 'brain_document_chunk_texts', {
        content: 'Paragraph one.\n\nParagraph two.',
        target_chars: 0,
      });
      expect(res.status).toBe(status);
    }
    const refusals = await withDatabase(async (db) => {
      // Were the check missing, this would fail here instead of hanging the suite.
      await db.query(`set statement_timeout = '5s'`);
      const codes: (string | undefined)[] = [];
      for (const size of [0, -1, 50, 1_000_000]) {
        codes.push(
          await db
            .query('select count(*) from public.brain_document_chunk_texts($1, $2)', [
              'a b c',
              size,
            ])
            .then(
              () => undefined,
              (error: { code?: string }) => error.code,
            ),
        );
      }
      const kept = await db.query<{ n: string }>(
        `select count(*) as n from public.brain_document_chunk_texts($1, 1200)`,
        ['One paragraph.\n\nAnother paragraph.'],
      );
      return { codes, kept: Number(kept.rows[0]!.n) };
    });
    expect(refusals).toEqual({ codes: ['22023', '22023', '22023', '22023'], kept: 1 });
  });
});

describe('function arguments', () => {
  it('are checked: nonsense is a 400 with SQLSTATE 22023, never a hang or a 5xx', async () => {
    const user = await directUser('bad-arguments');
    const admin = await signedInClient(DEMO.admin.email, DEMO.admin.password);
    const cases: [string, string, string, object][] = [
      ['anon', stack.anonKey, 'has_role', { role: 'root' }],
      [
        'user',
        user.session.access_token,
        'increment_profile_counter',
        { user_id: null, counter_name: 'charts_created_count', increment_by: 1 },
      ],
      [
        'user',
        user.session.access_token,
        'update_feature_usage',
        { user_id: null, feature_name: 'chat' },
      ],
      ['admin', admin.session.access_token, 'admin_activity_series', { days: -1 }],
      ['admin', admin.session.access_token, 'admin_ai_usage_daily', { days: 100000 }],
      ['admin', admin.session.access_token, 'admin_reorder_testimonials', { ordered_ids: [null] }],
      [
        'admin',
        admin.session.access_token,
        'assign_contact_message',
        { message_id: null, staff_id: null },
      ],
      [
        'admin',
        admin.session.access_token,
        'respond_to_contact_message',
        { message_id: null, response: 'Hello' },
      ],
      [
        'service',
        stack.serviceRoleKey,
        'match_brain_chunks',
        { brain_id: 'astrology', query: 'sun', match_count: 0 },
      ],
      [
        'service',
        stack.serviceRoleKey,
        'match_brain_chunks',
        { brain_id: 'astrology', query: 'sun', match_count: 1000000 },
      ],
      [
        'service',
        stack.serviceRoleKey,
        'match_brain_chunks',
        { brain_id: null, query: 'sun', match_count: 4 },
      ],
      [
        'service',
        stack.serviceRoleKey,
        'match_brain_chunks',
        { brain_id: 'astrology', query: 'x'.repeat(20001), match_count: 4 },
      ],
      ['service', stack.serviceRoleKey, 'claim_mail_outbox', { batch_size: 0 }],
      ['service', stack.serviceRoleKey, 'claim_mail_outbox', { batch_size: -1 }],
      [
        'service',
        stack.serviceRoleKey,
        'finish_mail_outbox',
        { outbox_id: null, delivered: null, error: null },
      ],
      [
        'service',
        stack.serviceRoleKey,
        'dev_mailbox_store',
        { to_address: 'nobody', subject: 'Hi', text_body: 'x', html_body: null },
      ],
      ['service', stack.serviceRoleKey, 'dev_sms_store', { to_phone: '12', body: 'x' }],
      [
        'service',
        stack.serviceRoleKey,
        'issue_phone_code',
        { user_id: null, phone_number: '+14155550123' },
      ],
      [
        'service',
        stack.serviceRoleKey,
        'issue_phone_code',
        { user_id: randomUUID(), phone_number: '+14155550123' },
      ],
      [
        'service',
        stack.serviceRoleKey,
        'confirm_phone_code',
        { user_id: null, phone_number: '+14155550123', submitted_code: '123456' },
      ],
    ];
    const unexpected: string[] = [];
    for (const [who, token, fn, args] of cases) {
      const res = await rpcAs(token, fn, args);
      const text = await res.text();
      const body = (text.startsWith('{') ? JSON.parse(text) : {}) as {
        code?: string;
        message?: string;
      };
      if (res.status !== 400 || body.code !== '22023')
        unexpected.push(
          `${who} ${fn} ${JSON.stringify(args).slice(0, 80)}: ${res.status} ${body.code} ${body.message}`,
        );
    }
    expect(unexpected).toEqual([]);
  });
});

describe('support staff and a contact message', () => {
  let admin: SupabaseClient;
  let support: { client: SupabaseClient; id: string; token: string };

  beforeAll(async () => {
    admin = (await signedInClient(DEMO.admin.email, DEMO.admin.password)).client;
    const signedIn = await signedInClient(DEMO.support.email, DEMO.support.password);
    support = {
      client: signedIn.client,
      id: signedIn.session.user.id,
      token: signedIn.session.access_token,
    };
  });

  it('may change its workflow only, so a reply goes to the address it came from', async () => {
    const sender = await directUser('contact-sender');
    const subject = `Rewrite ${randomUUID()}`;
    const sent = await sender.client.from('contact_messages').insert({
      name: 'Ada',
      email: sender.email,
      subject,
      message: 'What does my rising sign mean?',
    });
    expect(sent.error).toBeNull();
    const { data: found } = await admin
      .from('contact_messages')
      .select('id')
      .eq('subject', subject)
      .single();
    const id = (found as { id: string }).id;
    expect(
      (await admin.rpc('assign_contact_message', { message_id: id, staff_id: support.id })).error,
    ).toBeNull();

    for (const change of [
      { email: 'attacker@evil.example' },
      { message: 'Something else entirely' },
      { name: 'Mallory' },
      { subject: 'Changed' },
      { priority: 'low' },
    ]) {
      const attempt = await support.client.from('contact_messages').update(change).eq('id', id);
      expect({ change, code: attempt.error?.code, status: attempt.status }).toEqual({
        change,
        code: '42501',
        status: 403,
      });
    }
    const workflow = await support.client
      .from('contact_messages')
      .update({ status: 'in_progress', updated_at: new Date().toISOString() })
      .eq('id', id)
      .select('status');
    expect(workflow.data).toEqual([{ status: 'in_progress' }]);

    const reply = await fetch(`${stack.url}/functions/v1/contact-reply`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        Authorization: `Bearer ${support.token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ message_id: id, response: 'It is the sign on your eastern horizon.' }),
    });
    expect(reply.status).toBe(200);
    const mailedTo = await withDatabase(
      async (db) =>
        (
          await db.query<{ to_address: string }>(
            'select to_address from public.mail_outbox where contact_message_id = $1',
            [id],
          )
        ).rows,
    );
    expect(mailedTo).toEqual([{ to_address: sender.email }]);

    // An admin may still correct a message.
    const corrected = await admin
      .from('contact_messages')
      .update({ name: 'Ada Lovelace' })
      .eq('id', id)
      .select('name');
    expect(corrected.data).toEqual([{ name: 'Ada Lovelace' }]);
  });
});

describe('phone codes', () => {
  it('never reach the browser: only the SMS function issues and checks them', async () => {
    const { client } = await directUser('phone-browser');
    const phone = `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const created = await client.rpc('create_phone_auth_code', { phone_number: phone });
    expect(created.data).toBeNull();
    expect(created.error?.code).toBe('42501');
    const verified = await client.rpc('verify_phone_auth_code', {
      phone_number: phone,
      submitted_code: '123456',
    });
    expect(verified.error?.code).toBe('42501');
    expect(
      (await anonClient().rpc('create_phone_auth_code', { phone_number: phone })).error?.code,
    ).toBe('42501');

    const sent = await client.functions.invoke('sms/send', { body: { phone_number: phone } });
    expect(sent.error).toBeNull();
    expect(sent.data).toEqual({ sent: true, phone_number: phone, expires_in: 600 });
  });
});

describe('deleting an account', () => {
  it('also removes the messages sent with its address and the mail queued to it', async () => {
    const leaving = await directUser('leaving');
    const admin = await signedInClient(DEMO.admin.email, DEMO.admin.password);
    const tag = randomUUID();
    const contact = (email: string, subject: string) => ({
      name: 'Someone',
      email,
      subject: `${subject} ${tag}`,
      message: 'Please get back to me.',
    });

    // Signed in, and earlier as a visitor with the same address; a stranger writes too.
    expect(
      (await leaving.client.from('contact_messages').insert(contact(leaving.email, 'Signed in')))
        .error,
    ).toBeNull();
    expect(
      (
        await sendContactFrom(
          freshLoopbackAddress(),
          contact(leaving.email.toUpperCase(), 'Visitor'),
        )
      ).status,
    ).toBe(201);
    const strangerEmail = `stranger-${tag}@example.com`;
    expect(
      (await sendContactFrom(freshLoopbackAddress(), contact(strangerEmail, 'Stranger'))).status,
    ).toBe(201);

    const { data: messages } = await admin.client
      .from('contact_messages')
      .select('id, email')
      .like('subject', `%${tag}`);
    expect(messages).toHaveLength(3);
    for (const message of messages as { id: string }[]) {
      const res = await fetch(`${stack.url}/functions/v1/contact-reply`, {
        method: 'POST',
        headers: {
          apikey: stack.anonKey,
          Authorization: `Bearer ${admin.session.access_token}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ message_id: message.id, response: 'Thanks, here is the answer.' }),
      });
      expect(res.status).toBe(200);
    }

    const deleted = await leaving.client.rpc('delete_own_account');
    expect(deleted.error).toBeNull();

    const left = await withDatabase(async (db) => {
      const count = async (sql: string, params: unknown[]) =>
        Number((await db.query<{ n: string }>(sql, params)).rows[0]!.n);
      return {
        messages: await count(
          'select count(*) as n from public.contact_messages where user_id = $1 or lower(email) = lower($2)',
          [leaving.id, leaving.email],
        ),
        mail: await count(
          'select count(*) as n from public.mail_outbox where lower(to_address) = lower($1)',
          [leaving.email],
        ),
        strangersMessage: await count(
          'select count(*) as n from public.contact_messages where email = $1',
          [strangerEmail],
        ),
        strangersMail: await count(
          'select count(*) as n from public.mail_outbox where to_address = $1',
          [strangerEmail],
        ),
      };
    });
    expect(left).toEqual({ messages: 0, mail: 0, strangersMessage: 1, strangersMail: 1 });
  });
});
