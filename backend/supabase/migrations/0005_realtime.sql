-- Which tables publish live changes (postgres_changes), and how those changes are captured.
--
-- On hosted Supabase the Realtime service reads the WAL through the `supabase_realtime`
-- publication: there this migration only adds the tables to that publication. Elsewhere (the
-- local stack) row triggers announce each change with NOTIFY, and the stack's realtime service
-- re-reads the row. A NOTIFY payload is limited to 8000 bytes, so it carries only the schema,
-- table, change type and primary key. Everything here lives in the schema `realtime_capture`,
-- which no API role can reach, and never touches Supabase's own `realtime` schema.

create schema if not exists realtime_capture;
revoke all on schema realtime_capture from public;

-- The local counterpart of a publication: one row per published table.
create table if not exists realtime_capture.published_tables (
  table_id regclass primary key,
  published_at timestamptz not null default now()
);
revoke all on realtime_capture.published_tables from public;

create or replace function realtime_capture.notify_change() returns trigger
language plpgsql
as $$
declare
  -- The trigger's arguments are the table's primary-key columns.
  current_row jsonb := to_jsonb(case when tg_op = 'DELETE' then old else new end);
  key jsonb := '{}'::jsonb;
  old_key jsonb;
  payload text;
  col text;
begin
  foreach col in array tg_argv loop
    key := key || jsonb_build_object(col, current_row -> col);
  end loop;
  if tg_op = 'UPDATE' then
    old_key := '{}'::jsonb;
    foreach col in array tg_argv loop
      old_key := old_key || jsonb_build_object(col, to_jsonb(old) -> col);
    end loop;
  end if;
  payload := jsonb_build_object(
    'schema', tg_table_schema,
    'table', tg_table_name,
    'type', tg_op,
    'pk', key,
    'old_pk', old_key,
    'at', to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )::text;
  -- An oversized key must not make the user's write fail: skip the announcement instead.
  if octet_length(payload) > 7900 then
    raise warning 'realtime_capture: primary key of %.% too large to announce', tg_table_schema, tg_table_name;
    return null;
  end if;
  perform pg_notify('realtime_capture', payload);
  return null;
end
$$;
revoke all on function realtime_capture.notify_change() from public;

-- Publishes a table: lists it and, unless Supabase's Realtime is present, installs the trigger.
create or replace function realtime_capture.publish_table(target regclass) returns void
language plpgsql
as $$
declare
  key_columns text[];
  supabase_publication boolean := exists (select 1 from pg_publication where pubname = 'supabase_realtime');
begin
  select array_agg(a.attname::text order by k.ord)
    into key_columns
    from pg_index i
    cross join lateral unnest(i.indkey) with ordinality as k(attnum, ord)
    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
   where i.indrelid = target and i.indisprimary;
  if key_columns is null then
    raise exception 'realtime_capture: % has no primary key', target;
  end if;

  insert into realtime_capture.published_tables (table_id) values (target) on conflict do nothing;

  if supabase_publication then
    if not exists (
      select 1 from pg_publication_rel pr
      join pg_publication p on p.oid = pr.prpubid
      where p.pubname = 'supabase_realtime' and pr.prrelid = target
    ) then
      execute format('alter publication supabase_realtime add table %s', target);
    end if;
  else
    if exists (select 1 from pg_trigger where tgrelid = target and tgname = 'realtime_capture_change') then
      execute format('drop trigger realtime_capture_change on %s', target);
    end if;
    execute format(
      'create trigger realtime_capture_change after insert or update or delete on %s '
      'for each row execute function realtime_capture.notify_change(%s)',
      target,
      (select string_agg(quote_literal(c), ', ') from unnest(key_columns) c)
    );
  end if;
end
$$;
revoke all on function realtime_capture.publish_table(regclass) from public;

select realtime_capture.publish_table('public.wizard_announcements');
select realtime_capture.publish_table('public.contact_messages');
select realtime_capture.publish_table('public.chat_history');
select realtime_capture.publish_table('public.charts');
