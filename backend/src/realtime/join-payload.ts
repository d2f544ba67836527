import { z } from 'zod';
import { parseFilter, validateConditions, type FilterCondition } from './postgres-filter';
import type { BindingEvent } from './subscriptions';
import type { TableCatalog } from './table-catalog';

/** A postgres_changes binding the client asked for, checked against the published tables. */
export interface BindingRequest {
  /** Exactly what the client sent: the join reply echoes these keys (plus `id`). */
  raw: Record<string, unknown>;
  event: BindingEvent;
  schema: string;
  table: string | null;
  conditions: FilterCondition[];
}

/** What the join asked of Broadcast and Presence, and whether the channel is private. */
export interface ChannelOptions {
  isPrivate: boolean;
  /** The sender receives its own broadcasts. */
  broadcastSelf: boolean;
  /** Broadcasts are acknowledged with a reply. */
  broadcastAck: boolean;
  /** Empty: the server picks a key for this join. */
  presenceKey: string;
  presenceEnabled: boolean;
}

export type JoinRequest =
  | {
      ok: true;
      accessToken: string | undefined;
      bindings: BindingRequest[];
      options: ChannelOptions;
    }
  | { ok: false; reason: string };

// Unknown keys are ignored (and kept for the echo), as the protocol asks.
const bindingSchema = z
  .object({
    event: z.string(),
    schema: z.string().min(1).max(63),
    table: z.string().max(63).nullish(),
    filter: z.string().max(4096).nullish(),
  })
  .passthrough();

// Supabase accepts "true"/"false" strings for its flags as well.
const flag = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
  .nullish();

const joinSchema = z
  .object({
    config: z
      .object({
        postgres_changes: z.array(z.unknown()).nullish(),
        private: flag,
        broadcast: z.object({ self: flag, ack: flag }).passthrough().nullish(),
        presence: z
          .object({
            enabled: flag,
            key: z.union([z.string().max(255), z.number()]).nullish(),
          })
          .passthrough()
          .nullish(),
      })
      .passthrough()
      .nullish(),
    access_token: z.string().max(16_384).nullish(),
  })
  .passthrough();

const EVENTS = new Set<BindingEvent>(['INSERT', 'UPDATE', 'DELETE', '*']);

function describe(b: z.infer<typeof bindingSchema>): string {
  return `[event: ${b.event}, schema: ${b.schema}, table: ${b.table ?? '*'}, filters: [${b.filter ?? ''}]]`;
}

const unable = (b: z.infer<typeof bindingSchema>, why: string) =>
  `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ${describe(b)} (${why})`;

export function parseJoinPayload(
  payload: Record<string, unknown>,
  catalog: TableCatalog,
  maxBindings: number,
): JoinRequest {
  const parsed = joinSchema.safeParse(payload);
  if (!parsed.success)
    return { ok: false, reason: `Invalid join payload: ${parsed.error.issues[0]?.message}` };
  const { config, access_token } = parsed.data;
  const options: ChannelOptions = {
    isPrivate: config?.private ?? false,
    broadcastSelf: config?.broadcast?.self ?? false,
    broadcastAck: config?.broadcast?.ack ?? false,
    presenceKey: String(config?.presence?.key ?? ''),
    presenceEnabled: config?.presence?.enabled ?? false,
  };
  const requested = config?.postgres_changes ?? [];
  if (requested.length > maxBindings)
    return { ok: false, reason: `Too many postgres_changes bindings (at most ${maxBindings})` };

  const bindings: BindingRequest[] = [];
  for (const entry of requested) {
    const b = bindingSchema.safeParse(entry);
    if (!b.success)
      return {
        ok: false,
        reason: 'Invalid postgres_changes binding: expected {event, schema, table?, filter?}',
      };
    const binding = b.data;
    const event = binding.event.toUpperCase() as BindingEvent;
    if (!EVENTS.has(event))
      return { ok: false, reason: unable(binding, `event must be INSERT, UPDATE, DELETE or *`) };
    const wide = !binding.table || binding.table === '*';
    if (wide) {
      if (binding.filter) return { ok: false, reason: unable(binding, 'a filter needs a table') };
      if (!catalog.inSchema(binding.schema).length)
        return { ok: false, reason: unable(binding, 'no published table in this schema') };
      bindings.push({
        raw: entry as Record<string, unknown>,
        event,
        schema: binding.schema,
        table: null,
        conditions: [],
      });
      continue;
    }
    if (binding.schema === '*')
      return { ok: false, reason: unable(binding, 'a table needs a schema') };
    const table = catalog.get(binding.schema, binding.table!);
    if (!table)
      return { ok: false, reason: unable(binding, 'the table is not published for realtime') };
    const filter = parseFilter(binding.filter);
    if (!filter.ok) return { ok: false, reason: unable(binding, filter.reason) };
    const invalid = validateConditions(filter.conditions, table.columns);
    if (invalid) return { ok: false, reason: unable(binding, invalid) };
    bindings.push({
      raw: entry as Record<string, unknown>,
      event,
      schema: binding.schema,
      table: binding.table!,
      conditions: filter.conditions,
    });
  }
  return { ok: true, accessToken: access_token ?? undefined, bindings, options };
}
