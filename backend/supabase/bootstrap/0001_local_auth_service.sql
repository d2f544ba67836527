-- LOCAL STACK ONLY. Storage for the stack's own GoTrue-compatible auth service and dev mailbox.
-- No API role gets any privilege here: only the auth service (the database owner) reads it.

create table if not exists auth.identities (
  id uuid primary key default gen_random_uuid(),
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null default '{}'::jsonb,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  email text generated always as (lower(identity_data ->> 'email')) stored,
  unique (provider_id, provider)
);
create index if not exists identities_user_id_idx on auth.identities (user_id);

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  aal text not null default 'aal1',
  amr jsonb not null default '[]'::jsonb,
  user_agent text,
  ip text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

-- Only a SHA-256 digest of each refresh token is stored. A chain of tokens in one session is
-- linked by parent_id; replaying a revoked one revokes the whole session.
create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token_hash text not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  parent_id bigint,
  revoked boolean not null default false,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index if not exists refresh_tokens_session_idx on auth.refresh_tokens (session_id, revoked);

-- One-time e-mail links and codes (confirmation, magic link, recovery, e-mail change).
create table if not exists auth.one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null,
  token_hash text not null unique,
  code_hash text not null,
  relates_to text not null,
  redirect_to text,
  code_challenge text,
  code_challenge_method text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index if not exists one_time_tokens_user_idx on auth.one_time_tokens (user_id, token_type);

-- PKCE and OAuth flows waiting to be completed: an auth code to exchange, or an OAuth state.
create table if not exists auth.flow_state (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('auth_code', 'oauth_state')),
  secret_hash text not null unique,
  user_id uuid references auth.users (id) on delete cascade,
  provider text,
  authentication_method text not null,
  code_challenge text,
  code_challenge_method text,
  redirect_to text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

create schema if not exists stack_dev;

create table if not exists stack_dev.mail (
  id bigserial primary key,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  links jsonb not null default '[]'::jsonb,
  created_at timestamptz not null default now()
);
