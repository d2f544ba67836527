-- Data that belongs to users: contact messages, brain chats, charts, lessons progress, AI usage.

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  user_id uuid default auth.uid() references auth.users (id) on delete set null,
  name text not null check (char_length(name) between 1 and 120),
  email text not null check (char_length(email) <= 254 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  subject text not null check (char_length(subject) between 1 and 200),
  message text not null check (char_length(message) between 1 and 5000),
  category text not null default 'general' check (char_length(category) between 1 and 60),
  priority text not null default 'medium' check (priority in ('high', 'medium', 'low')),
  status text not null default 'new' check (status in ('new', 'in_progress', 'resolved', 'closed')),
  assigned_to uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  responded_at timestamptz,
  response_notes text check (char_length(response_notes) <= 5000),
  -- [{message, created_at, staff_name}]
  responses jsonb not null default '[]'::jsonb check (jsonb_typeof(responses) = 'array')
);
alter table public.contact_messages enable row level security;
create index contact_messages_assigned_idx on public.contact_messages (assigned_to, created_at desc);

create trigger contact_messages_set_updated_at before update on public.contact_messages
  for each row when (new.updated_at is not distinct from old.updated_at)
  execute function public.set_updated_at();

-- Anyone may write to us, but only a brand-new, unassigned message in their own name.
create policy "contact: anyone submits a new message" on public.contact_messages
  for insert to anon, authenticated
  with check (
    status = 'new' and assigned_to is null and responded_at is null and response_notes is null
    and responses = '[]'::jsonb and (user_id is null or user_id = auth.uid())
  );
create policy "contact: admin reads all, support reads assigned" on public.contact_messages
  for select to authenticated
  using (public.has_role('admin') or (public.has_role('support') and assigned_to = auth.uid()));
-- Support staff work on their own messages but cannot hand them to someone else; admins assign.
create policy "contact: admin updates all, support updates assigned" on public.contact_messages
  for update to authenticated
  using (public.has_role('admin') or (public.has_role('support') and assigned_to = auth.uid()))
  with check (public.has_role('admin') or (public.has_role('support') and assigned_to = auth.uid()));
create policy "contact: admin deletes" on public.contact_messages
  for delete to authenticated using (public.has_role('admin'));

create table public.brain_chats (
  chat_id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  brain_id text not null references public.wizard_brains (brain_id) on delete cascade,
  name text not null default 'New chat' check (char_length(name) between 1 and 200),
  created_at timestamptz not null default now()
);
alter table public.brain_chats enable row level security;
create index brain_chats_user_idx on public.brain_chats (user_id, created_at desc);

create policy "brain chats: owner reads" on public.brain_chats
  for select to authenticated using (user_id = auth.uid());
create policy "brain chats: owner inserts" on public.brain_chats
  for insert to authenticated with check (user_id = auth.uid());
create policy "brain chats: owner updates" on public.brain_chats
  for update to authenticated using (user_id = auth.uid()) with check (user_id = auth.uid());
create policy "brain chats: owner deletes" on public.brain_chats
  for delete to authenticated using (user_id = auth.uid());

create table public.chat_history (
  id uuid primary key default gen_random_uuid(),
  chat_id uuid not null references public.brain_chats (chat_id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  brain_id text references public.wizard_brains (brain_id) on delete set null,
  user_message text check (char_length(user_message) <= 20000),
  -- a string, or an object with `content` or `text`
  assistant jsonb,
  sources jsonb not null default '[]'::jsonb,
  message_time timestamptz not null default now()
);
alter table public.chat_history enable row level security;
create index chat_history_chat_idx on public.chat_history (chat_id, message_time desc);

create policy "chat history: owner reads" on public.chat_history
  for select to authenticated using (user_id = auth.uid());
create policy "chat history: owner inserts into own chat" on public.chat_history
  for insert to authenticated
  with check (
    user_id = auth.uid()
    and exists (select 1 from public.brain_chats c where c.chat_id = chat_history.chat_id and c.user_id = auth.uid())
  );
create policy "chat history: owner deletes" on public.chat_history
  for delete to authenticated using (user_id = auth.uid());

create table public.charts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 120),
  birth_date date not null,
  birth_time time,
  time_unknown boolean not null default false,
  place_name text not null default '' check (char_length(place_name) <= 300),
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180),
  time_zone text not null check (char_length(time_zone) between 1 and 64),
  birth_utc timestamptz not null,
  -- {house_system, orbs, ...}
  settings jsonb not null default '{}'::jsonb check (jsonb_typeof(settings) = 'object'),
  snapshot jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.charts enable row level security;
create index charts_user_idx on public.charts (user_id, created_at desc);

create trigger charts_set_updated_at before update on public.charts
  for each row when (new.updated_at is not distinct from old.updated_at)
  execute function public.set_updated_at();

create policy "charts: owner reads" on public.charts
  for select to authenticated using (user_id = auth.uid());
create policy "charts: owner inserts" on public.charts
  for insert to authenticated with check (user_id = auth.uid());
create policy "charts: owner updates" on public.charts
  for update to authenticated using (user_id = auth.uid()) with check (user_id = auth.uid());
create policy "charts: owner deletes" on public.charts
  for delete to authenticated using (user_id = auth.uid());

create table public.lesson_progress (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  lesson_slug text not null check (lesson_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(lesson_slug) <= 120),
  module_slug text not null check (module_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(module_slug) <= 120),
  completed boolean not null default false,
  quiz_score integer check (quiz_score >= 0),
  quiz_total integer check (quiz_total >= 0),
  updated_at timestamptz not null default now(),
  primary key (user_id, lesson_slug),
  check (quiz_score is null or quiz_total is null or quiz_score <= quiz_total)
);
alter table public.lesson_progress enable row level security;

create trigger lesson_progress_set_updated_at before update on public.lesson_progress
  for each row when (new.updated_at is not distinct from old.updated_at)
  execute function public.set_updated_at();

create policy "lesson progress: owner reads" on public.lesson_progress
  for select to authenticated using (user_id = auth.uid());
create policy "lesson progress: owner inserts" on public.lesson_progress
  for insert to authenticated with check (user_id = auth.uid());
create policy "lesson progress: owner updates" on public.lesson_progress
  for update to authenticated using (user_id = auth.uid()) with check (user_id = auth.uid());
create policy "lesson progress: owner deletes" on public.lesson_progress
  for delete to authenticated using (user_id = auth.uid());

create table public.ai_usage (
  id bigint generated always as identity primary key,
  user_id uuid default auth.uid() references auth.users (id) on delete set null,
  feature text not null check (feature ~ '^[a-z][a-z0-9_]{0,63}$'),
  model text not null check (char_length(model) between 1 and 100),
  prompt_tokens integer not null default 0 check (prompt_tokens >= 0),
  completion_tokens integer not null default 0 check (completion_tokens >= 0),
  latency_ms integer not null default 0 check (latency_ms >= 0),
  outcome text not null default 'ok' check (outcome in ('ok', 'error', 'timeout', 'cancelled')),
  created_at timestamptz not null default now()
);
alter table public.ai_usage enable row level security;
create index ai_usage_created_idx on public.ai_usage (created_at desc);

-- Usage records are an audit trail: users add their own, admins analyse, nobody edits.
create policy "ai usage: admin reads all, users read own" on public.ai_usage
  for select to authenticated using (public.has_role('admin') or user_id = auth.uid());
create policy "ai usage: users record their own" on public.ai_usage
  for insert to authenticated with check (user_id = auth.uid());
