import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';

export interface BroadcastMessage {
  type: string;
  event: string;
  payload: Record<string, unknown>;
  meta?: { id: string };
}

export interface PresenceEvent {
  event: 'sync' | 'join' | 'leave';
  key?: string;
  newPresences?: Record<string, unknown>[];
  leftPresences?: Record<string, unknown>[];
}

/** A channel with everything it received, in order. */
export interface Room {
  channel: RealtimeChannel;
  broadcasts: BroadcastMessage[];
  presence: PresenceEvent[];
  system: Record<string, unknown>[];
}

export interface ChannelConfig {
  broadcast?: { self?: boolean; ack?: boolean };
  presence?: { key?: string; enabled?: boolean };
  private?: boolean;
}

/**
 * Opens a channel listening to every broadcast (and, with `presence`, to presence) and waits for
 * the join's answer: SUBSCRIBED, or the error supabase-js reports.
 */
export async function openRoom(
  client: SupabaseClient,
  topic: string,
  config: ChannelConfig = {},
  opts: { presence?: boolean } = {},
): Promise<Room & { status: string; error?: Error }> {
  await client.realtime.setAuth();
  const channel = client.channel(topic, { config });
  const room: Room = { channel, broadcasts: [], presence: [], system: [] };
  channel.on('broadcast', { event: '*' }, (message) =>
    room.broadcasts.push(message as unknown as BroadcastMessage),
  );
  if (opts.presence)
    channel.on(
      'presence',
      { event: '*' } as never,
      ((event: PresenceEvent) => room.presence.push(event)) as never,
    );
  channel.on(
    'system' as never,
    {} as never,
    ((payload: Record<string, unknown>) => room.system.push(payload)) as never,
  );
  const { status, error } = await new Promise<{ status: string; error?: Error }>((resolve) => {
    channel.subscribe((s, e) => {
      if (s !== 'CLOSED') resolve({ status: s, error: e });
    });
  });
  if (status !== 'SUBSCRIBED') await client.removeChannel(channel);
  return { ...room, status, error };
}

/** Like openRoom, but a join that fails is an error. */
export async function joinRoom(
  client: SupabaseClient,
  topic: string,
  config: ChannelConfig = {},
  opts: { presence?: boolean } = {},
): Promise<Room> {
  const room = await openRoom(client, topic, config, opts);
  if (room.status !== 'SUBSCRIBED')
    throw new Error(`joining ${topic} failed: ${room.status} ${room.error?.message ?? ''}`);
  return room;
}
