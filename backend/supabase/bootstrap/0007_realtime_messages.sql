-- LOCAL STACK ONLY. Hosted Supabase already provides everything in this file (its Realtime
-- service creates the `realtime` schema, `realtime.messages` and these functions itself).
--
-- realtime.messages is where Broadcast and Presence authorization happens: a private channel's
-- join is allowed when the joining user's SELECT policies let them read a probe row of the topic
-- (`realtime.topic()` returns the topic while the policies run), and sending is allowed when the
-- INSERT policies accept one. `extension` is 'broadcast' or 'presence'. Rows inserted with an
-- event (realtime.send) are broadcast to the topic's subscribers: hosted Supabase reads them from
-- the WAL; here a trigger announces them with NOTIFY on commit.

create schema if not exists realtime;
grant usage on schema realtime to anon, authenticated, service_role;

create table if not exists realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default true,
  updated_at timestamp without time zone not null default now(),
  inserted_at timestamp without time zone not null default now(),
  id uuid not null default gen_random_uuid(),
  primary key (id, inserted_at)
);
create index if not exists messages_inserted_at_topic_index
  on realtime.messages (inserted_at desc, topic);

alter table realtime.messages enable row level security;
grant select, insert, update on realtime.messages to anon, authenticated, service_role;

create or replace function realtime.topic() returns text
language sql stable
as $$
  select nullif(current_setting('realtime.topic', true), '')::text;
$$;

create or replace function realtime.send(payload jsonb, event text, topic text, private boolean default true)
returns void
language plpgsql
as $$
declare
  generated_id uuid;
  final_payload jsonb;
begin
  begin
    generated_id := gen_random_uuid();
    if payload ? 'id' then
      final_payload := payload;
    else
      final_payload := jsonb_set(payload, '{id}', to_jsonb(generated_id));
    end if;
    execute format('set local realtime.topic to %L', topic);
    insert into realtime.messages (id, payload, event, topic, private, extension)
    values (generated_id, final_payload, event, topic, private, 'broadcast');
  exception
    when others then
      raise warning 'WarnSendingBroadcastMessage: %', sqlerrm;
  end;
end;
$$;

create or replace function realtime.broadcast_changes(
  topic_name text, event_name text, operation text, table_name text, table_schema text,
  new record, old record, level text default 'ROW'
) returns void
language plpgsql
as $$
declare
  row_data jsonb := '{}'::jsonb;
begin
  if level = 'STATEMENT' then
    raise exception 'function can only be triggered for each row, not for each statement';
  end if;
  if operation = 'INSERT' or operation = 'UPDATE' or operation = 'DELETE' then
    row_data := jsonb_build_object('old_record', old, 'record', new, 'operation', operation,
      'table', table_name, 'schema', table_schema);
    perform realtime.send(row_data, event_name, topic_name);
  else
    raise exception 'Unexpected operation type: %', operation;
  end if;
exception
  when others then
    raise exception 'Failed to process the row: %', sqlerrm;
end;
$$;

-- The local stand-in for the WAL: announces a broadcast row when its transaction commits (a
-- rolled-back insert, such as an authorization probe, is never announced). A payload too large
-- for NOTIFY is announced by id and read back by the realtime service.
create or replace function realtime.announce_broadcast() returns trigger
language plpgsql
as $$
declare
  body text;
begin
  body := jsonb_build_object(
    'id', new.id, 'topic', new.topic, 'event', new.event,
    'private', coalesce(new.private, true), 'payload', new.payload
  )::text;
  if octet_length(body) > 7900 then
    body := jsonb_build_object(
      'id', new.id, 'topic', new.topic, 'event', new.event,
      'private', coalesce(new.private, true), 'inserted_at', new.inserted_at
    )::text;
  end if;
  perform pg_notify('realtime_broadcast', body);
  return null;
end;
$$;
revoke all on function realtime.announce_broadcast() from public;

drop trigger if exists announce_broadcast on realtime.messages;
create trigger announce_broadcast
  after insert on realtime.messages
  for each row
  when (new.extension = 'broadcast' and new.event is not null)
  execute function realtime.announce_broadcast();
