-- LOCAL STACK ONLY. Hosted Supabase already has MFA tables in `auth` and a `storage` schema; this
-- file recreates the parts our own auth and storage services use, with the same names.

-- Second factors (TOTP apps and phones) and their challenges. Only the auth service (the
-- database owner) reads them: no API role gets any privilege.
create table if not exists auth.mfa_factors (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text not null default '' check (char_length(friendly_name) <= 120),
  factor_type text not null check (factor_type in ('totp', 'phone')),
  status text not null default 'unverified' check (status in ('unverified', 'verified')),
  secret text,
  phone text,
  -- The last TOTP time step accepted, so one code cannot be used twice.
  last_totp_step bigint,
  last_challenged_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((factor_type = 'totp' and secret is not null) or (factor_type = 'phone' and phone is not null))
);
create index if not exists mfa_factors_user_idx on auth.mfa_factors (user_id, created_at);
create unique index if not exists mfa_factors_user_friendly_name_idx
  on auth.mfa_factors (user_id, friendly_name) where friendly_name <> '';

create table if not exists auth.mfa_challenges (
  id uuid primary key default gen_random_uuid(),
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  ip_address text,
  -- For phone factors: a salted SHA-256 of the code sent by SMS, never the code itself.
  otp_code_hash text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  verified_at timestamptz
);
create index if not exists mfa_challenges_factor_idx on auth.mfa_challenges (factor_id, created_at desc);

-- Text messages the stack would have sent, when no SMS provider is configured (read at /_dev/sms).
create table if not exists stack_dev.sms (
  id bigserial primary key,
  to_phone text not null,
  body text not null,
  created_at timestamptz not null default now()
);

-- Storage: the bucket and object catalogue of Supabase Storage. Which objects an API role may
-- read or write is decided by row-level security on storage.objects, exactly as on hosted
-- Supabase; the bytes live in storage.object_data, which no API role can reach.
create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  public boolean not null default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table storage.buckets enable row level security;
grant select on storage.buckets to anon, authenticated, service_role;
drop policy if exists "buckets: readable" on storage.buckets;
create policy "buckets: readable" on storage.buckets for select using (true);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text not null references storage.buckets (id),
  name text not null check (char_length(name) between 1 and 1024),
  -- Locally an account's files go with the account; hosted projects remove them through the API.
  owner uuid references auth.users (id) on delete cascade,
  owner_id text,
  metadata jsonb not null default '{}'::jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_accessed_at timestamptz not null default now(),
  unique (bucket_id, name)
);
alter table storage.objects enable row level security;
grant select, insert, update, delete on storage.objects to anon, authenticated, service_role;

create table if not exists storage.object_data (
  object_id uuid primary key references storage.objects (id) on delete cascade,
  bytes bytea not null
);

-- The helpers policies use on hosted Supabase: folders of a path, its file name and extension.
create or replace function storage.foldername(name text) returns text[]
language sql immutable
as $$
  select (string_to_array(name, '/'))[1:greatest(array_length(string_to_array(name, '/'), 1) - 1, 0)]
$$;

create or replace function storage.filename(name text) returns text
language sql immutable
as $$
  select (string_to_array(name, '/'))[array_length(string_to_array(name, '/'), 1)]
$$;

create or replace function storage.extension(name text) returns text
language sql immutable
as $$
  select lower(substring(storage.filename(name) from '\.([^.]+)$'))
$$;

grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;
