-- Brains join the conversation engine. A conversation may be with a brain (brain_id): the brain
-- is then the assistant of every turn, adding its instructions, the knowledge that matches each
-- question (stored as the answer's `sources`) and the charts it reads. Everything else (the
-- message tree, streaming, stop, regenerate, edit, claim checks, resume, search) is the engine's
-- own, so a brain conversation gets all of it. A conversation keeps its assistant: a turn names
-- the same brain (or none for a Grok conversation), so a stale tab cannot switch it.
-- Runs unchanged on hosted Supabase.

alter table public.grok_conversations
  add column brain_id text references public.wizard_brains (brain_id) on delete set null;
create index grok_conversations_brain_idx on public.grok_conversations (brain_id)
  where brain_id is not null;

alter table public.grok_messages
  add column sources jsonb
    constraint grok_messages_sources_shape check (
      sources is null
      or coalesce(jsonb_typeof(sources) = 'array' and pg_column_size(sources) <= 65536, false));

-- A turn must name the conversation's own assistant: its brain, or none.
create function public.grok_check_assistant(p_stored text, p_requested text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_stored is distinct from p_requested then
    if p_stored is null then
      raise exception 'This conversation is with Grok, not with a brain: send no brain_id'
        using errcode = '22023';
    end if;
    raise exception 'This conversation is with the brain "%": send brain_id "%"', p_stored, p_stored
      using errcode = '22023';
  end if;
end
$$;
revoke execute on function public.grok_check_assistant(text, text) from public, anon, authenticated;
grant execute on function public.grok_check_assistant(text, text) to service_role;

drop function public.grok_begin_turn(uuid, uuid, uuid, boolean, text, text, jsonb, integer);
drop function public.grok_begin_answer(uuid, uuid, uuid, text, integer);

create function public.grok_begin_turn(
  p_user_id uuid,
  p_conversation_id uuid,
  p_parent_id uuid,
  p_parent_given boolean,
  p_title text,
  p_model text,
  p_content jsonb,
  p_history_limit integer,
  p_brain_id text default null
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
  brain text;
begin
  if p_user_id is null or p_model is null or p_content is null or jsonb_typeof(p_content) <> 'array'
     or p_parent_given is null or p_history_limit is null or p_history_limit not between 1 and 200 then
    raise exception 'p_user_id, p_model, p_content (an array), p_parent_given and p_history_limit (1 to 200) are required'
      using errcode = '22023';
  end if;

  if p_conversation_id is null then
    if p_brain_id is not null and not exists (
      select 1 from public.wizard_brains b where b.brain_id = p_brain_id
    ) then
      raise exception 'brain_id names no assistant: "%"', p_brain_id using errcode = '22023';
    end if;
    insert into public.grok_conversations (user_id, title, model, brain_id)
    values (
      p_user_id,
      left(coalesce(nullif(btrim(regexp_replace(p_title, '\s+', ' ', 'g')), ''), 'New conversation'), 200),
      p_model,
      p_brain_id
    )
    returning id, brain_id into conversation, brain;
  else
    select c.id, c.brain_id into conversation, brain from public.grok_conversations c
     where c.id = p_conversation_id and c.user_id = p_user_id
       for update;
    if conversation is null then
      raise exception 'Conversation not found' using errcode = 'PT404';
    end if;
    perform public.grok_check_assistant(brain, p_brain_id);
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

  history := public.grok_branch_history(question, p_history_limit);

  return jsonb_build_object(
    'conversation_id', conversation,
    'user_message_id', question,
    'assistant_message_id', answer,
    'brain_id', brain,
    'history', history
  );
end
$$;

create function public.grok_begin_answer(
  p_user_id uuid,
  p_conversation_id uuid,
  p_question_id uuid,
  p_model text,
  p_history_limit integer,
  p_brain_id text default null
) returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  conversation uuid;
  answer uuid;
  history jsonb;
  brain text;
begin
  if p_user_id is null or p_conversation_id is null or p_question_id is null or p_model is null
     or p_history_limit is null or p_history_limit not between 1 and 200 then
    raise exception 'p_user_id, p_conversation_id, p_question_id, p_model and p_history_limit (1 to 200) are required'
      using errcode = '22023';
  end if;

  select c.id, c.brain_id into conversation, brain from public.grok_conversations c
   where c.id = p_conversation_id and c.user_id = p_user_id
     for update;
  if conversation is null then
    raise exception 'Conversation not found' using errcode = 'PT404';
  end if;
  perform public.grok_check_assistant(brain, p_brain_id);
  if not exists (
    select 1 from public.grok_messages m
     where m.id = p_question_id and m.conversation_id = conversation and m.role = 'user'
  ) then
    raise exception 'Question not found in this conversation' using errcode = 'PT404';
  end if;

  update public.grok_conversations
     set last_message_at = now(), model = p_model
   where id = conversation;

  insert into public.grok_messages (conversation_id, parent_id, user_id, role, content, model, status, created_at)
  values (conversation, p_question_id, p_user_id, 'assistant', '[]'::jsonb, p_model, 'streaming', clock_timestamp())
  returning id into answer;

  history := public.grok_branch_history(p_question_id, p_history_limit);

  return jsonb_build_object(
    'conversation_id', conversation,
    'user_message_id', p_question_id,
    'assistant_message_id', answer,
    'brain_id', brain,
    'history', history
  );
end
$$;

revoke execute on function public.grok_begin_turn(uuid, uuid, uuid, boolean, text, text, jsonb, integer, text)
  from public, anon, authenticated;
grant execute on function public.grok_begin_turn(uuid, uuid, uuid, boolean, text, text, jsonb, integer, text)
  to service_role;
revoke execute on function public.grok_begin_answer(uuid, uuid, uuid, text, integer, text)
  from public, anon, authenticated;
grant execute on function public.grok_begin_answer(uuid, uuid, uuid, text, integer, text)
  to service_role;
