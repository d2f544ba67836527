import pg from 'pg';
import { z } from 'zod';
import type { Logger } from '../lib/logger';
import { topicKey, type TopicHub } from './topic-hub';

/** What the realtime.messages trigger announces through NOTIFY (bootstrap 0007). */
export const BROADCAST_CHANNEL = 'realtime_broadcast';

const announcementSchema = z.object({
  id: z.string().min(1),
  topic: z.string().min(1).max(255),
  event: z.string().min(1).max(255),
  private: z.boolean(),
  /** Absent when the row was too large for the notification: it is read back by id. */
  payload: z.unknown().optional(),
  inserted_at: z.string().optional(),
});

export type Announcement = z.infer<typeof announcementSchema>;

export function parseAnnouncement(text: string): Announcement | undefined {
  try {
    const parsed = announcementSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Broadcasts from the database: `realtime.send(...)` (or any insert of an event into
 * realtime.messages) reaches the topic's subscribers, with `meta.id` the row's id as on Supabase.
 * `private` picks the private or the public channel of that name. Private subscribers receive it
 * only when their SELECT policies allowed broadcasts at join.
 */
export class DatabaseBroadcasts {
  private client: pg.Client | undefined;
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly databaseUrl: string,
    private readonly hub: TopicHub,
    private readonly log: Logger,
  ) {}

  /** Delivers announcements in the order they were committed. */
  announce(text: string): void {
    const announcement = parseAnnouncement(text);
    if (!announcement) {
      this.log.error(`realtime: ignored a malformed broadcast notification: ${text.slice(0, 200)}`);
      return;
    }
    if (announcement.payload !== undefined) {
      this.chain = this.chain.then(() => this.deliver(announcement, announcement.payload));
      return;
    }
    this.chain = this.chain.then(async () => {
      try {
        const payload = await this.readPayload(announcement);
        if (payload !== undefined) this.deliver(announcement, payload);
      } catch (error) {
        this.log.error(`realtime: could not read broadcast ${announcement.id}: ${String(error)}`);
      }
    });
  }

  private deliver(announcement: Announcement, payload: unknown): void {
    if (payload === null || typeof payload !== 'object') return;
    // Never throws: a failed link would stop every later announcement of the chain.
    try {
      this.deliverNow(announcement, payload);
    } catch (error) {
      this.log.error(`realtime: could not deliver broadcast ${announcement.id}: ${String(error)}`);
    }
  }

  private deliverNow(announcement: Announcement, payload: object): void {
    this.hub.broadcast(topicKey(announcement.topic, announcement.private), {
      kind: 'user',
      broadcast: {
        event: announcement.event,
        encoding: 'json',
        body: Buffer.from(JSON.stringify(payload)),
      },
      meta: { id: announcement.id },
    });
  }

  private async readPayload(announcement: Announcement): Promise<unknown> {
    const client = await this.connection();
    const { rows } = await client.query<{ payload: unknown }>(
      'select payload from realtime.messages where id = $1 and inserted_at = $2::timestamp',
      [announcement.id, announcement.inserted_at],
    );
    return rows[0]?.payload;
  }

  private async connection(): Promise<pg.Client> {
    if (this.client) return this.client;
    const client = new pg.Client({
      connectionString: this.databaseUrl,
      application_name: 'astro-realtime-broadcasts',
      keepAlive: true,
    });
    client.on('error', () => {
      if (this.client === client) this.client = undefined;
    });
    await client.connect();
    this.client = client;
    return client;
  }

  /** Drops broadcast rows older than `days`: they were delivered long ago (hosted keeps ~3 days). */
  async purge(days = 3): Promise<void> {
    const client = await this.connection();
    await client.query(
      `delete from realtime.messages where inserted_at < now() - make_interval(days => $1)`,
      [days],
    );
  }

  async close(): Promise<void> {
    await this.chain.catch(() => undefined);
    await this.client?.end().catch(() => undefined);
    this.client = undefined;
  }
}
