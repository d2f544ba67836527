import type { SupabaseClient } from '@supabase/supabase-js';
import { DEMO, serviceClient, signedInClient, withDatabase } from './support/clients';
import { directUser } from './support/direct-users';
import {
  mintUserToken,
  realtimeClient,
  runMarker,
  sleep,
  subscribe,
  waitFor,
  type Subscription,
} from './support/realtime-kit';

/**
 * Subscribers whose claims the announcements' policies cannot tell apart are checked once for
 * all (src/realtime/policy-groups.ts), and what `has_role` and `has_required_aal` answered is
 * remembered per subscriber. These tests change exactly what is remembered, a role in
 * public.user_roles and a verified factor in auth.mfa_factors, with the tokens unchanged, and
 * expect the very next change to follow the new state.
 */
describe('realtime row-level security for subscribers the policies cannot tell apart', () => {
  const clients: SupabaseClient[] = [];
  let admin: SupabaseClient;
  let users: { id: string; sub: Subscription }[];

  const titled = (sub: Subscription, title: string) =>
    sub.changes[0]!.some((c) => (c.new as { title?: string }).title === title);

  /** Inserts an announcement and returns which of the users received it. */
  async function insertAndSee(row: { is_active: boolean }, label: string): Promise<boolean[]> {
    const title = runMarker(label);
    const { error } = await admin
      .from('wizard_announcements')
      .insert({ title, content: 'x', ...row });
    expect(error).toBeNull();
    // A marker announcement everyone may read arrives after it: once all have that, the first
    // has been delivered to whoever was going to get it.
    const marker = runMarker(`${label}-marker`);
    await serviceClient().from('wizard_announcements').insert({ title: marker, content: 'x' });
    await waitFor('the marker', () => users.every((u) => titled(u.sub, marker)), 5000);
    return users.map((u) => titled(u.sub, title));
  }

  /** Roles change the way the app's back office changes them: the service role, through the API. */
  async function grantAdmin(userId: string): Promise<void> {
    const { error } = await serviceClient()
      .from('user_roles')
      .insert({ user_id: userId, role: 'admin' });
    expect(error).toBeNull();
  }

  async function revokeRoles(...userIds: string[]): Promise<void> {
    const { error } = await serviceClient().from('user_roles').delete().in('user_id', userIds);
    expect(error).toBeNull();
  }

  beforeAll(async () => {
    admin = (await signedInClient(DEMO.admin.email, DEMO.admin.password)).client;
    users = [];
    for (let i = 0; i < 3; i++) {
      const user = await directUser(`rt-groups-${i}`);
      // Minted tokens carry no aal claim: they count as aal1, as a password sign-in.
      const token = await mintUserToken(user.id, 600);
      const c = realtimeClient('2.0.0', () => token);
      clients.push(c);
      const sub = await subscribe(c, `rt-groups-${i}`, [
        { event: 'INSERT', table: 'wizard_announcements' },
      ]);
      users.push({ id: user.id, sub });
    }
  });

  afterAll(async () => {
    await revokeRoles(...users.map((u) => u.id));
    await Promise.all(clients.map((c) => c.removeAllChannels()));
    await Promise.all(clients.map((c) => c.realtime.disconnect()));
  });

  it('sends an inactive announcement only to a user who became admin, and stops when they no longer are', async () => {
    expect(await insertAndSee({ is_active: false }, 'inactive-before')).toEqual([
      false,
      false,
      false,
    ]);
    await grantAdmin(users[1]!.id);
    expect(await insertAndSee({ is_active: false }, 'inactive-admin')).toEqual([
      false,
      true,
      false,
    ]);
    await revokeRoles(users[1]!.id);
    expect(await insertAndSee({ is_active: false }, 'inactive-after')).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('follows the same rule when filters make it read the row first, in one snapshot', async () => {
    const filtered: Subscription[] = [];
    for (const [i, c] of clients.entries())
      filtered.push(
        await subscribe(c, `rt-groups-filtered-${i}`, [
          { event: 'INSERT', table: 'wizard_announcements', filter: 'is_active=eq.false' },
        ]),
      );
    await grantAdmin(users[0]!.id);
    const title = runMarker('inactive-filtered');
    const { error } = await admin
      .from('wizard_announcements')
      .insert({ title, content: 'x', is_active: false });
    expect(error).toBeNull();
    await waitFor('the admin’s filtered copy', () => titled(filtered[0]!, title));
    await sleep(300);
    expect(filtered.map((f) => titled(f, title))).toEqual([true, false, false]);
    expect(users.map((u) => titled(u.sub, title))).toEqual([true, false, false]);
    await revokeRoles(users[0]!.id);
    expect(await insertAndSee({ is_active: false }, 'inactive-filtered-after')).toEqual([
      false,
      false,
      false,
    ]);
    await Promise.all(filtered.map((f) => f.channel.unsubscribe()));
  });

  it('sends the DELETE of an inactive announcement only to a user who is admin now', async () => {
    const deletes: Subscription[] = [];
    for (const [i, c] of clients.entries())
      deletes.push(
        await subscribe(c, `rt-groups-deletes-${i}`, [
          { event: 'DELETE', table: 'wizard_announcements' },
        ]),
      );
    const removed = (sub: Subscription, id: string) =>
      sub.changes[0]!.some((c) => (c.old as { id?: string }).id === id);
    const inactive = async () => {
      const { data, error } = await admin
        .from('wizard_announcements')
        .insert({ title: runMarker('to-delete'), content: 'x', is_active: false })
        .select('id')
        .single();
      expect(error).toBeNull();
      return (data as { id: string }).id;
    };
    const first = await inactive();
    const second = await inactive();
    await admin.from('wizard_announcements').delete().eq('id', first);
    await grantAdmin(users[2]!.id);
    await admin.from('wizard_announcements').delete().eq('id', second);
    await waitFor('the new admin’s delete', () => removed(deletes[2]!, second));
    await sleep(300);
    expect(deletes.map((d) => [removed(d, first), removed(d, second)])).toEqual([
      [false, false],
      [false, false],
      [false, true],
    ]);
    await revokeRoles(users[2]!.id);
    await Promise.all(deletes.map((d) => d.channel.unsubscribe()));
  });

  it('stops sending to an aal1 token once its account has a verified factor, and resumes when it is removed', async () => {
    expect(await insertAndSee({ is_active: true }, 'aal-before')).toEqual([true, true, true]);
    const factorId = await withDatabase(async (db) => {
      const { rows } = await db.query<{ id: string }>(
        `insert into auth.mfa_factors (user_id, factor_type, status, secret)
         values ($1, 'totp', 'verified', 'JBSWY3DPEHPK3PXP') returning id`,
        [users[2]!.id],
      );
      return rows[0]!.id;
    });
    const title = runMarker('aal-factor');
    await admin.from('wizard_announcements').insert({ title, content: 'x' });
    await waitFor('the others', () => titled(users[0]!.sub, title) && titled(users[1]!.sub, title));
    await sleep(300);
    expect(titled(users[2]!.sub, title)).toBe(false);
    await withDatabase((db) => db.query('delete from auth.mfa_factors where id = $1', [factorId]));
    expect(await insertAndSee({ is_active: true }, 'aal-after')).toEqual([true, true, true]);
  });
});
