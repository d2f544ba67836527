import { randomUUID } from 'node:crypto';
import { serviceClient, withDatabase } from './support/clients';
import { directUser } from './support/direct-users';
import { loopbackAddresses, sendContactFrom } from './support/loopback-client';

const freshLoopbackAddress = loopbackAddresses(43);

/**
 * The contact form is open to anyone, so the database caps how often visitors can write: per
 * e-mail address, per connection and all together. Signed-in people are limited per account only.
 */
const message = (email = `visitor-${randomUUID()}@example.com`) => ({
  name: 'Vera',
  email,
  subject: 'Chart question',
  message: 'Is my Moon void of course?',
});

const storedWithEmail = async (email: string) =>
  (
    await serviceClient()
      .from('contact_messages')
      .select('id', { count: 'exact', head: true })
      .ilike('email', email)
  ).count;

describe('contact form rate limit', () => {
  it('accepts ten messages an hour from one address, then answers 429 and stores nothing more', async () => {
    const from = freshLoopbackAddress();
    const email = `limit-${randomUUID()}@example.com`;
    for (let i = 0; i < 10; i += 1) {
      expect((await sendContactFrom(from, message(email))).status).toBe(201);
    }
    const blocked = await sendContactFrom(freshLoopbackAddress(), message(email.toUpperCase()));
    expect(blocked.status).toBe(429);
    expect(blocked.body?.message).toBe(
      'Too many messages from this e-mail address. Please try again in an hour.',
    );
    expect(await storedWithEmail(email)).toBe(10);
  });

  it('does not limit a different address', async () => {
    const sent = await sendContactFrom(freshLoopbackAddress(), message());
    expect(sent.status).toBe(201);
  });

  it('accepts ten messages an hour from one connection, whatever the addresses', async () => {
    const from = freshLoopbackAddress();
    for (let i = 0; i < 10; i += 1) {
      expect((await sendContactFrom(from, message())).status).toBe(201);
    }
    const rotated = message();
    const blocked = await sendContactFrom(from, rotated);
    expect(blocked.status).toBe(429);
    expect(blocked.body?.message).toBe(
      'Too many messages from this connection. Please try again in an hour.',
    );
    expect(await storedWithEmail(rotated.email)).toBe(0);
    expect((await sendContactFrom(freshLoopbackAddress(), message())).status).toBe(201);
  });

  it("never lets visitors' messages block a signed-in person", async () => {
    const victim = await directUser('contact-victim');
    const attacker = freshLoopbackAddress();
    for (let i = 0; i < 10; i += 1) {
      expect((await sendContactFrom(attacker, message(victim.email))).status).toBe(201);
    }
    expect((await sendContactFrom(freshLoopbackAddress(), message(victim.email))).status).toBe(429);

    // Signed in, from the attacker's exhausted connection too, the victim still gets through.
    const token = victim.session.access_token;
    expect((await sendContactFrom(attacker, message(victim.email), token)).status).toBe(201);
    const { error } = await victim.client.from('contact_messages').insert(message(victim.email));
    expect(error).toBeNull();
    const own = await withDatabase(
      async (db) =>
        (
          await db.query<{ n: string }>(
            'select count(*) as n from public.contact_messages where user_id = $1',
            [victim.id],
          )
        ).rows[0]!.n,
    );
    expect(Number(own)).toBe(2);
  });

  it('limits a signed-in account to twenty messages an hour', async () => {
    const sender = await directUser('contact-busy');
    for (let i = 0; i < 20; i += 1) {
      const { error } = await sender.client.from('contact_messages').insert(message(sender.email));
      expect(error).toBeNull();
    }
    const blocked = await sender.client.from('contact_messages').insert(message(sender.email));
    expect(blocked.status).toBe(429);
    expect(blocked.error?.message).toBe(
      'Too many messages from this account. Please try again in an hour.',
    );
  });

  it('limits all visitors together, and leaves signed-in people alone', async () => {
    const counted = async () =>
      withDatabase(
        async (db) =>
          (
            await db.query<{ n: string }>(
              `select count(*) as n from public.contact_form_submissions
                where created_at > now() - interval '1 hour'`,
            )
          ).rows[0]!.n,
      );
    try {
      let remaining = 100 - Number(await counted());
      while (remaining > 0) {
        const from = freshLoopbackAddress();
        for (let i = 0; i < Math.min(10, remaining); i += 1) {
          expect((await sendContactFrom(from, message())).status).toBe(201);
        }
        remaining -= 10;
      }
      const blocked = await sendContactFrom(freshLoopbackAddress(), message());
      expect(blocked.status).toBe(429);
      expect(blocked.body?.message).toBe(
        'Too many messages are arriving right now. Please sign in to send yours, or try again later.',
      );
      const member = await directUser('contact-member');
      const { error } = await member.client.from('contact_messages').insert(message(member.email));
      expect(error).toBeNull();
    } finally {
      // The rest of the suite shares this stack: give the visitors' budget back.
      await withDatabase((db) =>
        db.query(
          `update public.contact_form_submissions set created_at = created_at - interval '2 hours'`,
        ),
      );
    }
  });
});
