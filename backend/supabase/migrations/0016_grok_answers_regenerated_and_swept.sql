-- Grok answers beyond the first one: a new answer to a question already stored (regenerate, or
-- retry after a failure), and the sweep that fails answers whose server went away mid-stream, so
-- no page waits for ever on a row that nobody writes any more. Both are called by the grok
-- function with the service key only. Runs unchanged on hosted Supabase.

-- Starts a new answer to the stored question p_question_id in one transaction: checks that the
-- conversation belongs to p_user_id and locks it (so concurrent turns line up), checks that the
-- question is a user message of it, and inserts an empty assistant row in state 'streaming' whose
-- parent is the question: a sibling of the earlier answers, which all stay. Returns the same shape
-- as grok_begin_turn, with the branch that ends at the question (the same rule: oldest first, at
-- most p_history_limit messages, failed and empty answers left out).
create function public.grok_begin_answer(
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

  with recursive branch as (
    select m.id, m.parent_id, m.role, m.content, m.status, 1 as depth
      from public.grok_messages m where m.id = p_question_id
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
    'user_message_id', p_question_id,
    'assistant_message_id', answer,
    'history', history
  );
end
$$;
revoke execute on function public.grok_begin_answer(uuid, uuid, uuid, text, integer)
  from public, anon, authenticated;
grant execute on function public.grok_begin_answer(uuid, uuid, uuid, text, integer)
  to service_role;

-- The sweep reads only the few rows still streaming, however large the table grows.
create index grok_messages_streaming_idx on public.grok_messages (updated_at)
  where status = 'streaming';

-- Fails every answer still 'streaming' whose row has not been written for p_stale_after_ms: a
-- live answer writes its row several times a second while it grows and keeps it fresh while it
-- waits, so such a row was left by a server that stopped mid-answer. What it had received stays.
-- Returns how many answers it failed.
create function public.grok_fail_abandoned_answers(p_stale_after_ms integer)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  swept integer;
begin
  if p_stale_after_ms is null or p_stale_after_ms not between 1000 and 86400000 then
    raise exception 'p_stale_after_ms must be from 1000 to 86400000 (one second to one day)'
      using errcode = '22023';
  end if;
  update public.grok_messages m
     set status = 'failed',
         error = 'The answer was interrupted before it was complete.'
   where m.status = 'streaming'
     and m.role = 'assistant'
     and m.updated_at < now() - make_interval(secs => p_stale_after_ms / 1000.0);
  get diagnostics swept = row_count;
  return swept;
end
$$;
revoke execute on function public.grok_fail_abandoned_answers(integer)
  from public, anon, authenticated;
grant execute on function public.grok_fail_abandoned_answers(integer) to service_role;
