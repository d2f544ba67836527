-- Roles, profiles and the one role-check function every policy uses.
-- Runs unchanged on hosted Supabase.

create extension if not exists pgcrypto with schema extensions;

create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null check (role in ('admin', 'support')),
  created_at timestamptz not null default now(),
  unique (user_id, role)
);
alter table public.user_roles enable row level security;

-- Security definer so that policies can consult user_roles without granting anyone read access
-- to other people's roles (and without recursing into user_roles' own policies).
create function public.has_role(role text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles ur
    where ur.user_id = auth.uid() and ur.role = has_role.role
  )
$$;
revoke execute on function public.has_role(text) from public;
grant execute on function public.has_role(text) to anon, authenticated, service_role;

create policy "user_roles: read own, admin reads all" on public.user_roles
  for select to anon, authenticated using (user_id = auth.uid() or public.has_role('admin'));
create policy "user_roles: admin inserts" on public.user_roles
  for insert to authenticated with check (public.has_role('admin'));
create policy "user_roles: admin updates" on public.user_roles
  for update to authenticated using (public.has_role('admin')) with check (public.has_role('admin'));
create policy "user_roles: admin deletes" on public.user_roles
  for delete to authenticated using (public.has_role('admin'));

create function public.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  username text check (char_length(username) between 1 and 60),
  avatar_url text check (char_length(avatar_url) <= 2048),
  last_active_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  session_duration_total bigint not null default 0 check (session_duration_total >= 0),
  last_session_duration integer not null default 0 check (last_session_duration >= 0),
  status text not null default 'offline' check (status in ('online', 'away', 'offline')),
  charts_created_count integer not null default 0 check (charts_created_count >= 0),
  brain_interactions_count integer not null default 0 check (brain_interactions_count >= 0),
  grok_messages_count integer not null default 0 check (grok_messages_count >= 0),
  lessons_completed_count integer not null default 0 check (lessons_completed_count >= 0),
  feature_usage_stats jsonb not null default '{}'::jsonb check (jsonb_typeof(feature_usage_stats) = 'object')
);
alter table public.profiles enable row level security;

create trigger profiles_set_updated_at before update on public.profiles
  for each row when (new.updated_at is not distinct from old.updated_at)
  execute function public.set_updated_at();

-- Counters change only through the RPCs below, so clients may update only these columns.
revoke update on public.profiles from anon, authenticated;
grant update (username, avatar_url, last_active_at, updated_at, session_duration_total,
  last_session_duration, status) on public.profiles to authenticated;

create policy "profiles: read own, admin reads all" on public.profiles
  for select to authenticated using (id = auth.uid() or public.has_role('admin'));
create policy "profiles: insert own" on public.profiles
  for insert to authenticated with check (id = auth.uid());
create policy "profiles: update own" on public.profiles
  for update to authenticated using (id = auth.uid()) with check (id = auth.uid());
create policy "profiles: admin deletes" on public.profiles
  for delete to authenticated using (public.has_role('admin'));

create function public.handle_new_user() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, username, avatar_url)
  values (
    new.id,
    left(nullif(trim(coalesce(new.raw_user_meta_data ->> 'username', split_part(new.email, '@', 1))), ''), 60),
    left(new.raw_user_meta_data ->> 'avatar_url', 2048)
  )
  on conflict (id) do nothing;
  return new;
end
$$;

create trigger on_auth_user_created after insert on auth.users
  for each row execute function public.handle_new_user();
