-- The home page shows published testimonials to visitors. When the admin publishes, edits,
-- reorders or removes one, every open home page should update without a reload. Row changes
-- cannot do it: a visitor (anon) may not see a row that was just unpublished, so that change
-- would never reach them. Instead each write announces "changed" on the public Broadcast topic
-- `testimonials`, and the page reads the published list again. Runs unchanged on hosted Supabase,
-- which provides realtime.send.

create or replace function private.announce_testimonials_changed() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Public topic (private = false): visitors without an account listen too.
  perform realtime.send('{}'::jsonb, 'changed', 'testimonials', false);
  return null;
end
$$;
revoke all on function private.announce_testimonials_changed() from public, anon, authenticated;

drop trigger if exists testimonials_announce_change on public.testimonials;
create trigger testimonials_announce_change
  after insert or update or delete on public.testimonials
  for each statement execute function private.announce_testimonials_changed();
