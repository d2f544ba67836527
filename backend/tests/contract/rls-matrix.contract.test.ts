import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  anonClient,
  DEMO,
  newConfirmedUser,
  serviceClient,
  signedInClient,
} from './support/clients';

/**
 * Row-level security, cell by cell. For every table, each actor tries to select, insert, update
 * and delete a target row, and the table below states what must succeed. "Insert" means
 * inserting a valid row in the target's name (the row of user A for personal data; a new row
 * for shared content; a new message for the contact form). brain_chats and chat_history are
 * read-only views of the engine's grok_conversations and grok_messages (migration 0028).
 */
type Actor = 'anon' | 'userA' | 'userB' | 'support' | 'admin';
type Action = 'select' | 'insert' | 'update' | 'delete';
type Cells = Record<Actor, string>; // four letters: s i u d, or '-' where denied

// prettier-ignore
const MATRIX: Record<string, Cells> = {
  //                        anon    userA   userB   support admin
  wizard_announcements:  { anon: 's---', userA: 's---', userB: 's---', support: 's---', admin: 'siud' },
  wizard_media_public:   { anon: 's---', userA: 's---', userB: 's---', support: 's---', admin: 'siud' },
  wizard_brains:         { anon: 's---', userA: 's---', userB: 's---', support: 's---', admin: 'siud' },
  testimonials:          { anon: 's---', userA: 's---', userB: 's---', support: 's---', admin: 'siud' },
  brain_documents:       { anon: '----', userA: 's---', userB: 's---', support: 's---', admin: 'siud' },
  brain_document_chunks: { anon: '----', userA: 's---', userB: 's---', support: 's---', admin: 'siud' },
  profiles:              { anon: '----', userA: 'siu-', userB: '----', support: '----', admin: 's--d' },
  user_roles:            { anon: '----', userA: '----', userB: '----', support: '----', admin: 'siud' },
  contact_messages:      { anon: '-i--', userA: '-i--', userB: '-i--', support: 'siu-', admin: 'siud' },
  brain_chats:           { anon: '----', userA: 's---', userB: '----', support: '----', admin: '----' },
  chat_history:          { anon: '----', userA: 's---', userB: '----', support: '----', admin: '----' },
  charts:                { anon: '----', userA: 'siud', userB: '----', support: '----', admin: '----' },
  grok_conversations:    { anon: '----', userA: 's-ud', userB: '----', support: '----', admin: '----' },
  grok_messages:         { anon: '----', userA: 's---', userB: '----', support: '----', admin: '----' },
  lesson_progress:       { anon: '----', userA: 'siud', userB: '----', support: '----', admin: '----' },
  ai_usage:              { anon: '----', userA: 'si--', userB: '----', support: '----', admin: 's---' },
  phone_auth_codes:      { anon: '----', userA: '----', userB: '----', support: '----', admin: '----' },
};

interface World {
  service: SupabaseClient;
  ids: { userA: string; userB: string; support: string; admin: string; other: string };
}

interface TableSpec {
  /** Creates (as service role) a fresh target row and returns the filter selecting it. */
  target(w: World): Promise<Record<string, string>>;
  /** A valid row to insert in the target's name, plus optional preparation. */
  insertRow(w: World): Promise<Record<string, unknown>>;
  update: { column: string; value: unknown };
}

const ACTION_INDEX: Record<Action, number> = { select: 0, insert: 1, update: 2, delete: 3 };

async function must<T>(
  promise: PromiseLike<{ data: T; error: { message: string } | null }>,
): Promise<T> {
  const { data, error } = await promise;
  if (error) throw new Error(error.message);
  return data;
}

const insertReturning = async (
  w: World,
  table: string,
  row: Record<string, unknown>,
  key: string,
) =>
  must(w.service.from(table).insert(row).select(key).single()) as Promise<Record<string, string>>;

const chartRow = (userId: string) => ({
  user_id: userId,
  name: 'Matrix chart',
  birth_date: '1990-04-12',
  birth_time: '08:30',
  place_name: 'Lisbon',
  latitude: 38.72,
  longitude: -9.14,
  time_zone: 'Europe/Lisbon',
  birth_utc: '1990-04-12T07:30:00Z',
});

/** A brain chat: an engine conversation with a brain (the brain_chats view shows it). */
const newChat = async (w: World) =>
  (
    await insertReturning(
      w,
      'grok_conversations',
      {
        user_id: w.ids.userA,
        brain_id: 'natal-chart-guide',
        title: 'Matrix chat',
        model: 'grok-3-mini',
      },
      'id',
    )
  ).id!;

const newConversation = async (w: World) =>
  (
    await insertReturning(
      w,
      'grok_conversations',
      { user_id: w.ids.userA, title: 'Matrix conversation', model: 'grok-3-latest' },
      'id',
    )
  ).id!;

const newDocument = async (w: World) =>
  (
    await insertReturning(
      w,
      'brain_documents',
      {
        brain_id: 'natal-chart-guide',
        title: 'Matrix doc',
        content: 'Saturn returns every 29.5 years.',
      },
      'id',
    )
  ).id!;

const SPECS: Record<string, TableSpec> = {
  wizard_announcements: {
    target: async (w) => ({
      id: (
        await insertReturning(
          w,
          'wizard_announcements',
          { title: 'Matrix', content: 'x', priority: 1 },
          'id',
        )
      ).id!,
    }),
    insertRow: async () => ({ id: randomUUID(), title: 'Inserted', content: 'y' }),
    update: { column: 'title', value: 'Changed' },
  },
  wizard_media_public: {
    target: async (w) => ({
      id: (
        await insertReturning(
          w,
          'wizard_media_public',
          {
            title: 'Matrix',
            slug: `matrix-${randomUUID()}`,
            published_at: new Date(0).toISOString(),
          },
          'id',
        )
      ).id!,
    }),
    insertRow: async () => ({
      id: randomUUID(),
      title: 'Inserted',
      slug: `inserted-${randomUUID()}`,
    }),
    update: { column: 'title', value: 'Changed' },
  },
  wizard_brains: {
    target: async (w) => ({
      brain_id: (
        await insertReturning(
          w,
          'wizard_brains',
          { brain_id: `matrix-${randomUUID()}`, title: 'Matrix' },
          'brain_id',
        )
      ).brain_id!,
    }),
    insertRow: async () => ({ brain_id: `inserted-${randomUUID()}`, title: 'Inserted' }),
    update: { column: 'title', value: 'Changed' },
  },
  testimonials: {
    target: async (w) => ({
      id: (
        await insertReturning(
          w,
          'testimonials',
          { author_name: 'M', quote: 'Q', published: true },
          'id',
        )
      ).id!,
    }),
    insertRow: async () => ({ id: randomUUID(), author_name: 'I', quote: 'Inserted' }),
    update: { column: 'quote', value: 'Changed' },
  },
  brain_documents: {
    target: async (w) => ({ id: await newDocument(w) }),
    insertRow: async () => ({
      id: randomUUID(),
      brain_id: 'natal-chart-guide',
      title: 'Inserted',
      content: 'z',
    }),
    update: { column: 'title', value: 'Changed' },
  },
  brain_document_chunks: {
    target: async (w) => {
      const documentId = await newDocument(w);
      const row = await insertReturning(
        w,
        'brain_document_chunks',
        { document_id: documentId, brain_id: 'natal-chart-guide', chunk_index: 0, content: 'c' },
        'id',
      );
      return { id: String(row.id) };
    },
    insertRow: async (w) => ({
      document_id: await newDocument(w),
      brain_id: 'natal-chart-guide',
      chunk_index: 0,
      content: 'inserted',
    }),
    update: { column: 'content', value: 'Changed' },
  },
  profiles: {
    target: async (w) => {
      await must(
        w.service
          .from('profiles')
          .upsert({ id: w.ids.userA }, { onConflict: 'id', ignoreDuplicates: true }),
      );
      return { id: w.ids.userA };
    },
    insertRow: async (w) => {
      await must(w.service.from('profiles').delete().eq('id', w.ids.userA));
      return { id: w.ids.userA, username: 'Inserted' };
    },
    update: { column: 'username', value: 'Changed' },
  },
  user_roles: {
    target: async (w) => {
      await must(w.service.from('user_roles').delete().eq('user_id', w.ids.other));
      return {
        id: (
          await insertReturning(w, 'user_roles', { user_id: w.ids.other, role: 'support' }, 'id')
        ).id!,
      };
    },
    insertRow: async (w) => {
      await must(w.service.from('user_roles').delete().eq('user_id', w.ids.other));
      return { user_id: w.ids.other, role: 'support' };
    },
    update: { column: 'role', value: 'admin' },
  },
  contact_messages: {
    target: async (w) => ({
      id: (
        await insertReturning(
          w,
          'contact_messages',
          {
            name: 'N',
            email: 'n@example.com',
            subject: 'S',
            message: 'M',
            assigned_to: w.ids.support,
          },
          'id',
        )
      ).id!,
    }),
    insertRow: async () => ({
      name: 'Visitor',
      email: 'visitor@example.com',
      subject: 'Hello',
      message: 'A question about charts',
    }),
    update: { column: 'status', value: 'in_progress' },
  },
  brain_chats: {
    target: async (w) => ({ chat_id: await newChat(w) }),
    insertRow: async (w) => ({
      chat_id: randomUUID(),
      user_id: w.ids.userA,
      brain_id: 'natal-chart-guide',
      name: 'Inserted',
    }),
    update: { column: 'name', value: 'Changed' },
  },
  chat_history: {
    // A question of a brain chat: an engine message (the chat_history view shows it).
    target: async (w) => ({
      id: (
        await insertReturning(
          w,
          'grok_messages',
          {
            conversation_id: await newChat(w),
            user_id: w.ids.userA,
            role: 'user',
            content: [{ type: 'text', text: 'hi' }],
            model: 'grok-3-mini',
          },
          'id',
        )
      ).id!,
    }),
    insertRow: async (w) => ({
      id: randomUUID(),
      chat_id: await newChat(w),
      user_id: w.ids.userA,
      user_message: 'inserted',
    }),
    update: { column: 'user_message', value: 'Changed' },
  },
  charts: {
    target: async (w) => ({
      id: (await insertReturning(w, 'charts', chartRow(w.ids.userA), 'id')).id!,
    }),
    insertRow: async (w) => ({ id: randomUUID(), ...chartRow(w.ids.userA) }),
    update: { column: 'name', value: 'Changed' },
  },
  grok_conversations: {
    target: async (w) => ({
      id: (
        await insertReturning(
          w,
          'grok_conversations',
          { user_id: w.ids.userA, title: 'Matrix conversation', model: 'grok-3-latest' },
          'id',
        )
      ).id!,
    }),
    insertRow: async (w) => ({
      id: randomUUID(),
      user_id: w.ids.userA,
      title: 'Inserted',
      model: 'grok-3-latest',
    }),
    update: { column: 'title', value: 'Changed' },
  },
  grok_messages: {
    target: async (w) => ({
      id: (
        await insertReturning(
          w,
          'grok_messages',
          {
            conversation_id: await newConversation(w),
            user_id: w.ids.userA,
            role: 'assistant',
            content: [{ type: 'text', text: 'Saturn returns every 29.5 years.' }],
            model: 'grok-3-latest',
          },
          'id',
        )
      ).id!,
    }),
    insertRow: async (w) => ({
      id: randomUUID(),
      conversation_id: await newConversation(w),
      user_id: w.ids.userA,
      role: 'user',
      content: [{ type: 'text', text: 'What does Saturn return mean?' }],
      model: 'grok-3-latest',
    }),
    update: { column: 'status', value: 'failed' },
  },
  lesson_progress: {
    target: async (w) => {
      const slug = `lesson-${randomUUID()}`;
      await must(
        w.service
          .from('lesson_progress')
          .insert({ user_id: w.ids.userA, lesson_slug: slug, module_slug: 'houses' }),
      );
      return { user_id: w.ids.userA, lesson_slug: slug };
    },
    insertRow: async (w) => ({
      user_id: w.ids.userA,
      lesson_slug: `lesson-${randomUUID()}`,
      module_slug: 'houses',
      completed: true,
    }),
    update: { column: 'completed', value: true },
  },
  ai_usage: {
    target: async (w) => ({
      id: String(
        (
          await insertReturning(
            w,
            'ai_usage',
            { user_id: w.ids.userA, feature: 'grok_chat', model: 'grok-3' },
            'id',
          )
        ).id,
      ),
    }),
    insertRow: async (w) => ({ user_id: w.ids.userA, feature: 'matrix_insert', model: 'grok-3' }),
    update: { column: 'model', value: 'changed' },
  },
  phone_auth_codes: {
    target: async (w) => ({
      id: (
        await insertReturning(
          w,
          'phone_auth_codes',
          {
            user_id: w.ids.userA,
            phone_number: '+15550000000',
            code_salt: 's',
            code_hash: 'h',
            expires_at: new Date(Date.now() + 60_000).toISOString(),
          },
          'id',
        )
      ).id!,
    }),
    insertRow: async (w) => ({
      user_id: w.ids.userA,
      phone_number: '+15550000001',
      code_salt: 's',
      code_hash: 'h',
      expires_at: new Date().toISOString(),
    }),
    update: { column: 'attempts', value: 3 },
  },
};

const clients = {} as Record<Actor, SupabaseClient>;
const world = {} as World;

beforeAll(async () => {
  world.service = serviceClient();
  const [a, b, other, support, admin] = await Promise.all([
    newConfirmedUser('matrix-a'),
    newConfirmedUser('matrix-b'),
    newConfirmedUser('matrix-other'),
    signedInClient(DEMO.support.email, DEMO.support.password),
    signedInClient(DEMO.admin.email, DEMO.admin.password),
  ]);
  clients.anon = anonClient();
  clients.userA = a.client;
  clients.userB = b.client;
  clients.support = support.client;
  clients.admin = admin.client;
  world.ids = {
    userA: a.user.id,
    userB: b.user.id,
    other: other.user.id,
    support: support.session.user.id,
    admin: admin.session.user.id,
  };
});

/** What the service role sees of a row, to judge the effect of an attempt independently of RLS. */
async function peek(table: string, match: Record<string, string>) {
  const rows = await must(world.service.from(table).select('*').match(match));
  return (rows as Record<string, unknown>[])[0];
}

async function attempt(table: string, actor: Actor, action: Action): Promise<boolean> {
  const spec = SPECS[table]!;
  const client = clients[actor];
  switch (action) {
    case 'select': {
      const match = await spec.target(world);
      const { data, error } = await client.from(table).select('*').match(match);
      return !error && (data ?? []).length === 1;
    }
    case 'insert': {
      const row = await spec.insertRow(world);
      const { error } = await client.from(table).insert(row);
      return !error;
    }
    case 'update': {
      const match = await spec.target(world);
      await client
        .from(table)
        .update({ [spec.update.column]: spec.update.value })
        .match(match);
      return (await peek(table, match))?.[spec.update.column] === spec.update.value;
    }
    case 'delete': {
      const match = await spec.target(world);
      await client.from(table).delete().match(match);
      return (await peek(table, match)) === undefined;
    }
  }
}

const cases: [string, Actor, Action, boolean][] = [];
for (const [table, row] of Object.entries(MATRIX)) {
  for (const actor of Object.keys(row) as Actor[]) {
    for (const action of Object.keys(ACTION_INDEX) as Action[]) {
      cases.push([table, actor, action, row[actor][ACTION_INDEX[action]] !== '-']);
    }
  }
}

describe('row-level security matrix', () => {
  it('covers every public table', async () => {
    const { data } = await world.service.from('wizard_brains').select('brain_id').limit(1);
    expect(data).toHaveLength(1);
    expect(Object.keys(SPECS).sort()).toEqual(Object.keys(MATRIX).sort());
  });

  it.each(cases)('%s: %s may %s → %s', async (table, actor, action, allowed) => {
    expect(await attempt(table, actor, action)).toBe(allowed);
  });
});

describe('contact messages beyond the matrix', () => {
  it('support sees only messages assigned to them; admins assign', async () => {
    const unassigned = await insertReturning(
      world,
      'contact_messages',
      { name: 'U', email: 'u@example.com', subject: 'S', message: 'M' },
      'id',
    );
    expect(
      (await clients.support.from('contact_messages').select('id').eq('id', unassigned.id!)).data,
    ).toEqual([]);
    const assign = await clients.admin
      .from('contact_messages')
      .update({ assigned_to: world.ids.support })
      .eq('id', unassigned.id!)
      .select('id');
    expect(assign.data).toHaveLength(1);
    expect(
      (await clients.support.from('contact_messages').select('id').eq('id', unassigned.id!)).data,
    ).toHaveLength(1);
    // Support cannot hand the message on to someone else.
    const handOff = await clients.support
      .from('contact_messages')
      .update({ assigned_to: world.ids.admin })
      .eq('id', unassigned.id!);
    expect(handOff.error?.code).toBe('42501');
  });

  it('a new message must start as new and unassigned', async () => {
    const forged = await clients.anon.from('contact_messages').insert({
      name: 'Mallory',
      email: 'm@example.com',
      subject: 'S',
      message: 'M',
      status: 'resolved',
    });
    expect(forged.error?.code).toBe('42501');
    const preassigned = await clients.userA.from('contact_messages').insert({
      name: 'Mallory',
      email: 'm@example.com',
      subject: 'S',
      message: 'M',
      assigned_to: world.ids.userA,
    });
    expect(preassigned.error?.code).toBe('42501');
  });

  it('users cannot raise their own counters by updating the profile directly', async () => {
    const res = await clients.userA
      .from('profiles')
      .update({ charts_created_count: 1000 })
      .eq('id', world.ids.userA);
    expect(res.error?.code).toBe('42501');
  });
});
