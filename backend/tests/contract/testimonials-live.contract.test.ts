import { anonClient, DEMO, signedInClient } from './support/clients';
import { joinRoom } from './support/realtime-channels';

/**
 * The home page follows the admin's testimonial changes: every write announces "changed" on the
 * public Broadcast topic `testimonials` (migration 0023), which a visitor without an account
 * hears — including an unpublish, whose row the visitor could never read.
 */
describe('testimonials announce their changes to visitors', () => {
  it('reaches an anonymous listener on insert, unpublish and delete', async () => {
    const visitor = anonClient();
    const room = await joinRoom(visitor, 'testimonials');
    const { client: admin } = await signedInClient(DEMO.admin.email, DEMO.admin.password);
    const heard = async (count: number) => {
      for (let i = 0; i < 100 && room.broadcasts.length < count; i++) {
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(room.broadcasts.map((m) => m.event)).toEqual(Array(count).fill('changed'));
    };

    const { data: created, error } = await admin
      .from('testimonials')
      .insert({
        author_name: 'Live Listener',
        quote: 'Heard at once.',
        published: true,
        sort_order: 990,
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    await heard(1);

    await admin.from('testimonials').update({ published: false }).eq('id', created!.id);
    await heard(2);
    // The visitor cannot see the unpublished row, yet was told to read the list again.
    const { data: visible } = await visitor.from('testimonials').select('id').eq('id', created!.id);
    expect(visible).toEqual([]);

    await admin.from('testimonials').delete().eq('id', created!.id);
    await heard(3);
    await visitor.removeAllChannels();
  });

  it('does not let a visitor write to the table to trigger announcements', async () => {
    const { error } = await anonClient()
      .from('testimonials')
      .insert({ author_name: 'Mallory', quote: 'Spam', published: true });
    expect(error?.code).toBe('42501');
  });
});
