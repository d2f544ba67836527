-- A deleted row reaches only the realtime subscribers who could have selected it.
--
-- The row is gone by the time the local realtime service hears of the DELETE, so the capture
-- trigger now hands over the whole old row: inside the NOTIFY payload when it fits (payloads are
-- limited to 8000 bytes), otherwise through the side table `realtime_capture.deleted_rows`, which
-- the service reads (every instance of it, so rows are not removed on reading) and purges once
-- they are old. The service then checks each subscriber's claims against the old row under
-- row-level security and delivers only the primary key, as Supabase does.
--
-- On hosted Supabase the Realtime service reads the WAL through the `supabase_realtime`
-- publication and decides by itself who receives a DELETE (it sends the primary key only and does
-- not check row-level security on deletes): there this migration changes nothing.

do $migration$
begin
  if exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    return;
  end if;

  -- Unlogged: after a crash the service does not replay missed changes anyway.
  create unlogged table if not exists realtime_capture.deleted_rows (
    id bigint generated always as identity primary key,
    old jsonb not null,
    -- The time of the delete, not of its transaction's start, for the purge by age.
    captured_at timestamptz not null default clock_timestamp()
  );
  create index if not exists deleted_rows_captured_at_idx on realtime_capture.deleted_rows (captured_at);
  revoke all on realtime_capture.deleted_rows from public;

  -- Security definer: the deleting role (e.g. `authenticated`) has no access to the side table.
  create or replace function realtime_capture.notify_change() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog, pg_temp
  as $fn$
  declare
    -- The trigger's arguments are the table's primary-key columns.
    current_row jsonb := to_jsonb(case when tg_op = 'DELETE' then old else new end);
    key jsonb := '{}'::jsonb;
    old_key jsonb;
    payload jsonb;
    with_old jsonb;
    old_ref bigint;
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
    );
    -- An oversized key must not make the user's write fail: skip the announcement instead.
    if octet_length(payload::text) > 7900 then
      raise warning 'realtime_capture: primary key of %.% too large to announce', tg_table_schema, tg_table_name;
      return null;
    end if;
    if tg_op = 'DELETE' then
      with_old := payload || jsonb_build_object('old', current_row);
      if octet_length(with_old::text) <= 7900 then
        payload := with_old;
      else
        insert into realtime_capture.deleted_rows (old) values (current_row) returning id into old_ref;
        payload := payload || jsonb_build_object('old_ref', old_ref);
      end if;
    end if;
    perform pg_notify('realtime_capture', payload::text);
    return null;
  end
  $fn$;
  revoke all on function realtime_capture.notify_change() from public;
end
$migration$;
