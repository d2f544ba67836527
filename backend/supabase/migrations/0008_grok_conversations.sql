-- Saved Grok conversations, so they appear in Threads and can be continued later.
-- One row per conversation; its messages are a JSON list the client validates when reading:
-- [{id, role: 'user' | 'assistant', content: string | [{type:'text',text} | {type:'image_url',image_url:{url,detail}}],
--   reasoning?, model?, created_at}]
-- Images are kept only as small thumbnails, so a conversation stays far below the API's body limit.
-- Runs unchanged on hosted Supabase.

create table public.grok_conversations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  title text not null check (char_length(title) between 1 and 200),
  model text not null check (char_length(model) between 1 and 100),
  messages jsonb not null default '[]'::jsonb
    check (jsonb_typeof(messages) = 'array' and octet_length(messages::text) <= 900000),
  -- When the last message was added: Threads sorts by it, so a rename does not reorder the list.
  last_message_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.grok_conversations enable row level security;
create index grok_conversations_user_idx on public.grok_conversations (user_id, last_message_at desc);

create trigger grok_conversations_set_updated_at before update on public.grok_conversations
  for each row when (new.updated_at is not distinct from old.updated_at)
  execute function public.set_updated_at();

create policy "grok conversations: owner reads" on public.grok_conversations
  for select to authenticated using (user_id = auth.uid());
create policy "grok conversations: owner inserts" on public.grok_conversations
  for insert to authenticated with check (user_id = auth.uid());
create policy "grok conversations: owner updates" on public.grok_conversations
  for update to authenticated using (user_id = auth.uid()) with check (user_id = auth.uid());
create policy "grok conversations: owner deletes" on public.grok_conversations
  for delete to authenticated using (user_id = auth.uid());
