-- Grok messages owned by the server: one row per message, written by the grok function with the
-- service key. The question is stored before the provider is asked, the answer as it streams
-- (every few hundred milliseconds and at the end, with its final state). Browsers only read:
-- they never write a message, so a second tab or a reload cannot overwrite anything.
-- grok_conversations stays the header of a conversation (title, model, last_message_at); its
-- `messages` array is kept for the clients that still save whole conversations.
-- Runs unchanged on hosted Supabase.

create table public.grok_messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.grok_conversations (id) on delete cascade,
  -- The message this one answers or follows; null for the first question. Regenerating an
  -- answer or editing a question makes siblings, so a conversation is a tree of branches.
  parent_id uuid references public.grok_messages (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  role text not null check (role in ('user', 'assistant')),
  -- Content parts: [{type:'text',text} | {type:'image_url',image_url:{url,detail}}].
  content jsonb not null default '[]'::jsonb
    check (jsonb_typeof(content) = 'array' and octet_length(content::text) <= 1000000),
  reasoning text check (char_length(reasoning) <= 200000),
  model text not null check (char_length(model) between 1 and 100),
  status text not null default 'complete'
    check (status in ('streaming', 'complete', 'stopped', 'failed')),
  error text check (char_length(error) <= 2000),
  usage jsonb check (usage is null or jsonb_typeof(usage) = 'object'),
  -- Set by a stop request; whichever server instance streams the answer sees it when it writes.
  stop_requested_at timestamptz,
  created_at timestamptz not null default clock_timestamp(),
  updated_at timestamptz not null default now(),
  -- The words of the text parts, for searching conversations.
  search tsvector generated always as (
    to_tsvector('simple'::regconfig, jsonb_path_query_array(content, '$[*] ? (@.type == "text").text'))
  ) stored
);
alter table public.grok_messages enable row level security;
create index grok_messages_conversation_idx on public.grok_messages (conversation_id, created_at);
create index grok_messages_parent_idx on public.grok_messages (parent_id);
create index grok_messages_user_idx on public.grok_messages (user_id);
create index grok_messages_search_idx on public.grok_messages using gin (search);

create trigger grok_messages_set_updated_at before update on public.grok_messages
  for each row when (new.updated_at is not distinct from old.updated_at)
  execute function public.set_updated_at();

-- Owners read their messages; only the server (service key) writes them. Deleting the
-- conversation deletes its messages.
create policy "grok messages: owner reads" on public.grok_messages
  for select to authenticated using (user_id = (select auth.uid()));
revoke insert, update, delete, truncate on public.grok_messages from anon, authenticated;

create policy "mfa: aal2 once a factor is verified" on public.grok_messages
  as restrictive for all to authenticated
  using ((select private.has_required_aal())) with check ((select private.has_required_aal()));

-- A second tab or a reloaded page follows an answer as it streams.
select realtime_capture.publish_table('public.grok_messages');

-- Starts a turn in one transaction: the conversation (created when p_conversation_id is null,
-- else checked to belong to p_user_id and locked, so concurrent turns line up), the question and
-- an empty assistant row in state 'streaming'. Without p_parent_given the question follows the
-- conversation's latest message. Returns the ids and the branch the question ends, oldest first,
-- at most p_history_limit messages, as chat messages for the provider.
create function public.grok_begin_turn(
  p_user_id uuid,
  p_conversation_id uuid,
  p_parent_id uuid,
  p_parent_given boolean,
  p_title text,
  p_model text,
  p_content jsonb,
  p_history_limit integer
) returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  conversation uuid;
  parent uuid;
  question uuid;
  answer uuid;
  history jsonb;
begin
  if p_user_id is null or p_model is null or p_content is null or jsonb_typeof(p_content) <> 'array'
     or p_parent_given is null or p_history_limit is null or p_history_limit not between 1 and 200 then
    raise exception 'p_user_id, p_model, p_content (an array), p_parent_given and p_history_limit (1 to 200) are required'
      using errcode = '22023';
  end if;

  if p_conversation_id is null then
    insert into public.grok_conversations (user_id, title, model)
    values (
      p_user_id,
      left(coalesce(nullif(btrim(regexp_replace(p_title, '\s+', ' ', 'g')), ''), 'New conversation'), 200),
      p_model
    )
    returning id into conversation;
  else
    select c.id into conversation from public.grok_conversations c
     where c.id = p_conversation_id and c.user_id = p_user_id
       for update;
    if conversation is null then
      raise exception 'Conversation not found' using errcode = 'PT404';
    end if;
    update public.grok_conversations
       set last_message_at = now(), model = p_model
     where id = conversation;
  end if;

  if p_parent_given then
    parent := p_parent_id;
    if parent is not null and not exists (
      select 1 from public.grok_messages m where m.id = parent and m.conversation_id = conversation
    ) then
      raise exception 'Parent message not found in this conversation' using errcode = 'PT404';
    end if;
  else
    select m.id into parent from public.grok_messages m
     where m.conversation_id = conversation
     order by m.created_at desc, m.id desc
     limit 1;
  end if;

  insert into public.grok_messages (conversation_id, parent_id, user_id, role, content, model, status, created_at)
  values (conversation, parent, p_user_id, 'user', p_content, p_model, 'complete', clock_timestamp())
  returning id into question;
  insert into public.grok_messages (conversation_id, parent_id, user_id, role, content, model, status, created_at)
  values (conversation, question, p_user_id, 'assistant', '[]'::jsonb, p_model, 'streaming', clock_timestamp())
  returning id into answer;

  with recursive branch as (
    select m.id, m.parent_id, m.role, m.content, m.status, 1 as depth
      from public.grok_messages m where m.id = question
    union all
    select m.id, m.parent_id, m.role, m.content, m.status, b.depth + 1
      from public.grok_messages m join branch b on m.id = b.parent_id
     where b.depth < p_history_limit
  )
  select coalesce(jsonb_agg(jsonb_build_object('role', b.role, 'content', b.content) order by b.depth desc), '[]'::jsonb)
    into history
    from branch b
   where jsonb_array_length(b.content) > 0
     and (b.role = 'user' or b.status in ('complete', 'stopped'));

  return jsonb_build_object(
    'conversation_id', conversation,
    'user_message_id', question,
    'assistant_message_id', answer,
    'history', history
  );
end
$$;
revoke execute on function public.grok_begin_turn(uuid, uuid, uuid, boolean, text, text, jsonb, integer)
  from public, anon, authenticated;
grant execute on function public.grok_begin_turn(uuid, uuid, uuid, boolean, text, text, jsonb, integer)
  to service_role;
