import { randomUUID } from 'node:crypto';
import { anonClient, serviceClient } from './support/clients';

/** The contact form is open to anyone, so the database caps how often one address can write. */
describe('contact form rate limit', () => {
  const anon = anonClient();
  const admin = serviceClient();

  it('accepts ten messages an hour from one address, then answers 429 and stores nothing more', async () => {
    const email = `limit-${randomUUID()}@example.com`;
    const message = { name: 'Vera', email, subject: 'Chart question', message: 'Is my Moon void of course?' };
    for (let i = 0; i < 10; i += 1) {
      const { error } = await anon.from('contact_messages').insert(message);
      expect(error).toBeNull();
    }
    const blocked = await anon.from('contact_messages').insert({ ...message, email: email.toUpperCase() });
    expect(blocked.status).toBe(429);
    expect(blocked.error?.message).toBe('Too many messages from this e-mail address. Please try again in an hour.');

    const { count } = await admin
      .from('contact_messages')
      .select('id', { count: 'exact', head: true })
      .ilike('email', email);
    expect(count).toBe(10);
  });

  it('does not limit a different address', async () => {
    const { error } = await anon.from('contact_messages').insert({
      name: 'Orion',
      email: `other-${randomUUID()}@example.com`,
      subject: 'Hello',
      message: 'Thanks for the lessons.',
    });
    expect(error).toBeNull();
  });
});
