-- Private Realtime channels (Broadcast and Presence with `config: { private: true }`).
-- Who may join, receive, send and track is decided by row-level security on realtime.messages,
-- evaluated with the joining user's token, as on hosted Supabase. A signed-in user owns the
-- topics named `user:<their uid>` and `user:<their uid>:<anything>`, e.g. to reach their own
-- devices; every other private topic is refused until a migration grants it. Public channels
-- need no policy. Runs unchanged on hosted Supabase.

-- True when the channel being authorized is one of the caller's own topics.
create or replace function private.is_own_realtime_topic() returns boolean
language sql stable
set search_path = ''
as $$
  select auth.uid() is not null
    and split_part(realtime.topic(), ':', 1) = 'user'
    and split_part(realtime.topic(), ':', 2) = auth.uid()::text
$$;
revoke execute on function private.is_own_realtime_topic() from public, anon;
grant execute on function private.is_own_realtime_topic() to authenticated;

drop policy if exists "realtime: receive on own user topics" on realtime.messages;
create policy "realtime: receive on own user topics" on realtime.messages
  for select to authenticated
  using (extension in ('broadcast', 'presence') and (select private.is_own_realtime_topic()));

drop policy if exists "realtime: send on own user topics" on realtime.messages;
create policy "realtime: send on own user topics" on realtime.messages
  for insert to authenticated
  with check (extension in ('broadcast', 'presence') and (select private.is_own_realtime_topic()));

-- Same assurance rule as every other table (migration 0013).
drop policy if exists "mfa: aal2 once a factor is verified" on realtime.messages;
create policy "mfa: aal2 once a factor is verified" on realtime.messages
  as restrictive for all to authenticated
  using ((select private.has_required_aal()))
  with check ((select private.has_required_aal()));

-- Sends an event to every device the caller has subscribed to `user:<uid>:events` (a private
-- channel). Security definer so that the message goes out under the same rules whoever calls.
create or replace function public.send_user_event(event text, payload jsonb default '{}'::jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
begin
  if uid is null then
    raise exception 'sign in to send events' using errcode = '42501';
  end if;
  if not private.has_required_aal() then
    raise exception 'this account requires two-step verification (aal2)' using errcode = '42501';
  end if;
  if event is null or length(event) = 0 or length(event) > 255 then
    raise exception 'event must be 1 to 255 characters' using errcode = '22023';
  end if;
  if payload is null or jsonb_typeof(payload) <> 'object' then
    raise exception 'payload must be a JSON object' using errcode = '22023';
  end if;
  if octet_length(payload::text) > 65536 then
    raise exception 'payload must be at most 64 KiB' using errcode = '22023';
  end if;
  perform realtime.send(payload, event, 'user:' || uid::text || ':events', true);
end;
$$;
revoke execute on function public.send_user_event(text, jsonb) from public, anon;
grant execute on function public.send_user_event(text, jsonb) to authenticated;
