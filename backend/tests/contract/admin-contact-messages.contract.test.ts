import type { SupabaseClient } from '@supabase/supabase-js';
import {
  anonClient,
  DEMO,
  latestMail,
  newConfirmedUser,
  serviceClient,
  signedInClient,
  stack,
  uniqueEmail,
  withDatabase,
} from './support/clients';

/**
 * The contact-message workflow of the back office: who sees which message (row-level security),
 * who may assign (admins only, and only to staff), and the response that is saved, marks the
 * message resolved and is e-mailed to the sender.
 */
interface Actors {
  admin: { client: SupabaseClient; id: string; token: string };
  support: { client: SupabaseClient; id: string; token: string };
  user: { client: SupabaseClient; id: string; token: string };
}

let actors: Actors;
const service = serviceClient();

beforeAll(async () => {
  const admin = await signedInClient(DEMO.admin.email, DEMO.admin.password);
  const support = await signedInClient(DEMO.support.email, DEMO.support.password);
  const user = await newConfirmedUser('contact-user');
  actors = {
    admin: { client: admin.client, id: admin.session.user.id, token: admin.session.access_token },
    support: {
      client: support.client,
      id: support.session.user.id,
      token: support.session.access_token,
    },
    user: { client: user.client, id: user.user.id, token: user.session.access_token },
  };
});

/** A message as the contact form sends it, optionally assigned (as the service role). */
async function newMessage(assignedTo: string | null = null, email = uniqueEmail('sender')) {
  const { data, error } = await service
    .from('contact_messages')
    .insert({
      name: 'Ada Sender',
      email,
      subject: `Question ${Math.random().toString(36).slice(2, 8)}`,
      message: 'How do I read the houses\nin my chart?',
      priority: 'high',
      assigned_to: assignedTo,
    })
    .select('id, email, subject')
    .single();
  if (error) throw new Error(error.message);
  return data as { id: string; email: string; subject: string };
}

const visibleIds = async (client: SupabaseClient, ids: string[]) =>
  ((await client.from('contact_messages').select('id').in('id', ids)).data ?? []).map(
    (row: { id: string }) => row.id,
  );

const reply = (token: string | null, body: unknown) =>
  fetch(`${stack.url}/functions/v1/contact-reply`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });

describe('who sees contact messages', () => {
  it('support sees only the messages assigned to them; admins see all', async () => {
    const mine = await newMessage(actors.support.id);
    const unassigned = await newMessage();
    const admins = await newMessage(actors.admin.id);
    const ids = [mine.id, unassigned.id, admins.id];
    expect(await visibleIds(actors.support.client, ids)).toEqual([mine.id]);
    expect((await visibleIds(actors.admin.client, ids)).sort()).toEqual([...ids].sort());
  });

  it('a plain user sees none, not even a message they sent themselves', async () => {
    const sent = await actors.user.client.from('contact_messages').insert({
      name: 'Plain user',
      email: 'plain@example.com',
      subject: 'Mine',
      message: 'A message from a signed-in user',
    });
    expect(sent.error).toBeNull();
    const assigned = await newMessage(actors.support.id);
    expect(await visibleIds(actors.user.client, [assigned.id])).toEqual([]);
    const all = await actors.user.client.from('contact_messages').select('id');
    expect(all.error).toBeNull();
    expect(all.data).toEqual([]);
    expect((await anonClient().from('contact_messages').select('id')).data).toEqual([]);
  });
});

describe('assigning messages', () => {
  it('is for admins only, through the RPC or a plain update', async () => {
    const message = await newMessage();
    for (const actor of [actors.support, actors.user]) {
      const attempt = await actor.client.rpc('assign_contact_message', {
        message_id: message.id,
        staff_id: actors.support.id,
      });
      expect(attempt.error?.code).toBe('42501');
      expect(attempt.error?.message).toBe('Admin access required');
    }
    const anonymous = await anonClient().rpc('assign_contact_message', {
      message_id: message.id,
      staff_id: actors.support.id,
    });
    expect(anonymous.error).not.toBeNull();
    const asSupport = await actors.support.client
      .from('contact_messages')
      .update({ assigned_to: actors.support.id })
      .eq('id', message.id)
      .select('id');
    expect(asSupport.data ?? []).toEqual([]);
    expect(await visibleIds(actors.support.client, [message.id])).toEqual([]);

    const assigned = await actors.admin.client.rpc('assign_contact_message', {
      message_id: message.id,
      staff_id: actors.support.id,
    });
    expect(assigned.error).toBeNull();
    expect(assigned.data).toMatchObject({ id: message.id, assigned_to: actors.support.id });
    expect(await visibleIds(actors.support.client, [message.id])).toEqual([message.id]);

    const unassigned = await actors.admin.client.rpc('assign_contact_message', {
      message_id: message.id,
      staff_id: null,
    });
    expect(unassigned.data).toMatchObject({ assigned_to: null });
    expect(await visibleIds(actors.support.client, [message.id])).toEqual([]);
  });

  it('only to staff, whoever writes assigned_to', async () => {
    const message = await newMessage();
    const toUser = await actors.admin.client.rpc('assign_contact_message', {
      message_id: message.id,
      staff_id: actors.user.id,
    });
    expect(toUser.error?.code).toBe('22023');
    const direct = await actors.admin.client
      .from('contact_messages')
      .update({ assigned_to: actors.user.id })
      .eq('id', message.id);
    expect(direct.error?.message).toBe('Messages can only be assigned to support staff or admins');
    const missing = await actors.admin.client.rpc('assign_contact_message', {
      message_id: '00000000-0000-4000-8000-000000000000',
      staff_id: actors.support.id,
    });
    expect(missing.error?.code).toBe('P0002');
  });

  it('lists the staff an admin can assign to, and only to admins', async () => {
    const staff = await actors.admin.client.rpc('admin_list_staff');
    expect(staff.error).toBeNull();
    const rows = staff.data as { user_id: string; email: string; roles: string[] }[];
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          user_id: actors.support.id,
          email: DEMO.support.email,
          roles: ['support'],
        }),
        expect.objectContaining({ user_id: actors.admin.id, email: DEMO.admin.email }),
      ]),
    );
    expect(rows.some((row) => row.user_id === actors.user.id)).toBe(false);
    expect((await actors.support.client.rpc('admin_list_staff')).error?.code).toBe('42501');
  });
});

describe('responding to a message', () => {
  it('saves the response, resolves the message and mails the sender', async () => {
    const message = await newMessage(actors.support.id);
    const res = await reply(actors.support.token, {
      message_id: message.id,
      response: '  Open Charts, pick your chart and select the Houses tab.  ',
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      message: Record<string, unknown>;
      mail: { status: string };
    };
    expect(body.mail).toEqual({ status: 'sent' });
    expect(body.message).toMatchObject({ id: message.id, status: 'resolved' });

    const { data: stored } = await actors.support.client
      .from('contact_messages')
      .select('status, response_notes, responded_at, responses')
      .eq('id', message.id)
      .single();
    const { data: profile } = await service
      .from('profiles')
      .select('username')
      .eq('id', actors.support.id)
      .single();
    const supportName = (profile as { username: string }).username;
    expect(stored).toMatchObject({
      status: 'resolved',
      response_notes: 'Open Charts, pick your chart and select the Houses tab.',
    });
    expect(Date.now() - Date.parse(stored!.responded_at as string)).toBeLessThan(60_000);
    expect(stored!.responses).toEqual([
      {
        message: 'Open Charts, pick your chart and select the Houses tab.',
        created_at: expect.any(String),
        staff_name: supportName,
      },
    ]);

    const mail = await latestMail(message.email);
    expect(mail.subject).toBe(`Re: ${message.subject}`);
    expect(mail.text).toContain('Hello Ada Sender,');
    expect(mail.text).toContain('Open Charts, pick your chart and select the Houses tab.');
    expect(mail.text).toContain('> How do I read the houses\n> in my chart?');
    expect(mail.html).toContain('<blockquote');

    // A second response is appended, not replacing the first.
    const again = await reply(actors.support.token, {
      message_id: message.id,
      response: 'One more tip.',
    });
    expect(again.status).toBe(200);
    const { data: twice } = await actors.support.client
      .from('contact_messages')
      .select('responses, response_notes')
      .eq('id', message.id)
      .single();
    expect((twice!.responses as unknown[]).length).toBe(2);
    expect(twice!.response_notes).toBe('One more tip.');
  });

  it('refuses staff the message is not assigned to, plain users and anonymous callers', async () => {
    const message = await newMessage();
    const before = await withDatabase(
      async (db) =>
        (await db.query('select count(*)::int as n from public.mail_outbox')).rows[0].n as number,
    );
    const asSupport = await reply(actors.support.token, { message_id: message.id, response: 'Hi' });
    expect(asSupport.status).toBe(403);
    expect(await asSupport.json()).toEqual({
      code: 'forbidden',
      message: 'You can only respond to messages assigned to you',
    });
    expect(
      (await reply(actors.user.token, { message_id: message.id, response: 'Hi' })).status,
    ).toBe(403);
    expect((await reply(null, { message_id: message.id, response: 'Hi' })).status).toBe(401);
    const direct = await actors.user.client.rpc('respond_to_contact_message', {
      message_id: message.id,
      response: 'Hi',
    });
    expect(direct.error?.code).toBe('42501');

    const { data } = await service
      .from('contact_messages')
      .select('status, responses, response_notes')
      .eq('id', message.id)
      .single();
    expect(data).toEqual({ status: 'new', responses: [], response_notes: null });
    const after = await withDatabase(
      async (db) =>
        (await db.query('select count(*)::int as n from public.mail_outbox')).rows[0].n as number,
    );
    expect(after).toBe(before);
  });

  it('needs non-blank text and a valid body', async () => {
    const message = await newMessage(actors.support.id);
    const blank = await reply(actors.support.token, { message_id: message.id, response: ' \n\t ' });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({
      code: 'invalid_request',
      message: 'A response needs some text',
    });
    expect((await reply(actors.support.token, { message_id: 'nope', response: 'Hi' })).status).toBe(
      400,
    );
    expect((await reply(actors.support.token, { message_id: message.id })).status).toBe(400);
    expect((await reply(actors.support.token, [1, 2])).status).toBe(400);
    const tooLong = await reply(actors.support.token, {
      message_id: message.id,
      response: 'x'.repeat(5001),
    });
    expect(tooLong.status).toBe(400);
    const notJson = await fetch(`${stack.url}/functions/v1/contact-reply`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${actors.support.token}`,
        'Content-Type': 'application/json',
      },
      body: '{',
    });
    expect(notJson.status).toBe(400);
    const get = await fetch(`${stack.url}/functions/v1/contact-reply`, {
      headers: { Authorization: `Bearer ${actors.support.token}` },
    });
    expect(get.status).toBe(405);
    const { data } = await service
      .from('contact_messages')
      .select('status')
      .eq('id', message.id)
      .single();
    expect(data).toEqual({ status: 'new' });
  });
});

describe('the mail outbox', () => {
  it('is readable by admins only and writable by nobody but the server', async () => {
    const message = await newMessage(actors.support.id);
    expect(
      (await reply(actors.support.token, { message_id: message.id, response: 'Logged.' })).status,
    ).toBe(200);
    const asAdmin = await actors.admin.client
      .from('mail_outbox')
      .select('to_address, status, kind')
      .eq('contact_message_id', message.id);
    expect(asAdmin.data).toEqual([
      { to_address: message.email, status: 'sent', kind: 'contact_response' },
    ]);
    for (const client of [actors.support.client, actors.user.client, anonClient()]) {
      expect((await client.from('mail_outbox').select('id')).data ?? []).toEqual([]);
      const forged = await client.from('mail_outbox').insert({
        kind: 'contact_response',
        to_address: 'victim@example.com',
        subject: 'Forged',
        text_body: 'Click here',
      });
      expect(forged.error).not.toBeNull();
      expect((await client.rpc('claim_mail_outbox', { batch_size: 10 })).error).not.toBeNull();
      expect(
        (
          await client.rpc('dev_mailbox_store', {
            to_address: 'victim@example.com',
            subject: 'Forged',
            text_body: 'x',
            html_body: 'x',
          })
        ).error,
      ).not.toBeNull();
    }
  });

  it('keeps a mail that could not be delivered and sends it with the next response', async () => {
    const first = await newMessage(actors.support.id);
    // Queued by the RPC alone, as if the sender had died before delivering.
    const queued = await actors.support.client.rpc('respond_to_contact_message', {
      message_id: first.id,
      response: 'Queued answer',
    });
    expect(queued.error).toBeNull();
    const outboxId = (queued.data as { outbox_id: number }).outbox_id;
    const second = await newMessage(actors.support.id);
    expect(
      (await reply(actors.support.token, { message_id: second.id, response: 'Fresh answer' }))
        .status,
    ).toBe(200);
    expect((await latestMail(first.email)).text).toContain('Queued answer');
    const status = await withDatabase(
      async (db) =>
        (
          await db.query('select status, attempts from public.mail_outbox where id = $1', [
            outboxId,
          ])
        ).rows[0],
    );
    expect(status).toEqual({ status: 'sent', attempts: 1 });
  });
});
