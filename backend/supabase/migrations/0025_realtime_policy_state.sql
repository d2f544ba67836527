-- Announces changes to the tables that the row-level security helpers read, so that the local
-- realtime service may remember, per subscriber, what `public.has_role(...)` and
-- `private.has_required_aal()` answered and ask again only after one of these tables changed
-- (see backend/README.md, "Realtime"). One statement-level trigger per table sends the table's
-- name on the channel `realtime_state` when the change commits. It fires in every replication
-- role (`enable always`): a change that did not announce itself would leave a stale answer.
--
-- On hosted Supabase, Supabase's own Realtime serves postgres_changes and nothing here is needed:
-- with the `supabase_realtime` publication present this migration does nothing (and adds no
-- trigger to the auth schema).

do $migration$
begin
  if exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    return;
  end if;

  create or replace function realtime_capture.notify_state_change() returns trigger
  language plpgsql
  as $fn$
  begin
    perform pg_notify('realtime_state', tg_table_schema || '.' || tg_table_name);
    return null;
  end
  $fn$;
  revoke all on function realtime_capture.notify_state_change() from public;

  drop trigger if exists realtime_state_change on auth.mfa_factors;
  create trigger realtime_state_change
    after insert or update or delete or truncate on auth.mfa_factors
    for each statement execute function realtime_capture.notify_state_change();
  alter table auth.mfa_factors enable always trigger realtime_state_change;

  drop trigger if exists realtime_state_change on public.user_roles;
  create trigger realtime_state_change
    after insert or update or delete or truncate on public.user_roles
    for each statement execute function realtime_capture.notify_state_change();
  alter table public.user_roles enable always trigger realtime_state_change;
end
$migration$;
