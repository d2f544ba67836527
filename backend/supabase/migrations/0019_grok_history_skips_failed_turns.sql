-- What the provider is sent with a question: the branch that ends at it, oldest first. A question
-- whose answer on that branch failed now stays out together with its answer: an image or a text
-- the provider refused once would otherwise be sent again with every later question, and the
-- whole conversation would keep failing. Both turn functions take the branch from one place.
-- Runs unchanged on hosted Supabase.

create function public.grok_branch_history(p_message_id uuid, p_history_limit integer)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with recursive branch as (
    select m.id, m.parent_id, m.role, m.content, m.status, 1 as depth
      from public.grok_messages m where m.id = p_message_id
    union all
    select m.id, m.parent_id, m.role, m.content, m.status, b.depth + 1
      from public.grok_messages m join branch b on m.id = b.parent_id
     where b.depth < p_history_limit
  )
  select coalesce(
           jsonb_agg(jsonb_build_object('role', b.role, 'content', b.content) order by b.depth desc),
           '[]'::jsonb)
    from branch b
    -- The message that follows b on the branch (nearer the question being asked).
    left join branch next on next.depth = b.depth - 1
   where jsonb_array_length(b.content) > 0
     and (b.role = 'user' or b.status in ('complete', 'stopped'))
     and not coalesce(b.role = 'user' and next.role = 'assistant' and next.status = 'failed', false)
$$;
revoke execute on function public.grok_branch_history(uuid, integer) from public, anon, authenticated;
grant execute on function public.grok_branch_history(uuid, integer) to service_role;

create or replace function public.grok_begin_turn(
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

  history := public.grok_branch_history(question, p_history_limit);

  return jsonb_build_object(
    'conversation_id', conversation,
    'user_message_id', question,
    'assistant_message_id', answer,
    'history', history
  );
end
$$;

create or replace function public.grok_begin_answer(
  p_user_id uuid,
  p_conversation_id uuid,
  p_question_id uuid,
  p_model text,
  p_history_limit integer
) returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  conversation uuid;
  answer uuid;
  history jsonb;
begin
  if p_user_id is null or p_conversation_id is null or p_question_id is null or p_model is null
     or p_history_limit is null or p_history_limit not between 1 and 200 then
    raise exception 'p_user_id, p_conversation_id, p_question_id, p_model and p_history_limit (1 to 200) are required'
      using errcode = '22023';
  end if;

  select c.id into conversation from public.grok_conversations c
   where c.id = p_conversation_id and c.user_id = p_user_id
     for update;
  if conversation is null then
    raise exception 'Conversation not found' using errcode = 'PT404';
  end if;
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
    'history', history
  );
end
$$;
