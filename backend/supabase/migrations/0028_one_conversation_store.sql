-- One store for every conversation. Brain conversations already ran on the conversation engine
-- (grok_conversations with a brain_id, grok_messages with sources, migration 0027); the old brain
-- store (brain_chats and chat_history) goes. Its rows move into the engine under their own ids,
-- and two read-only views of the same names keep the brain service's spec readable: a client
-- still polls chat_history for the newest answer of a chat. The views run as the caller
-- (security_invoker), so the engine tables' item-level security (and its aal2 rule) decides.
-- Runs on PostgreSQL 15 and later, and unchanged on hosted Supabase.

-- Moving the rows ------------------------------------------------------------------------------
-- A chat becomes a conversation with the same id; its history becomes one branch, oldest first,
-- each message the child of the one before. A history row keeps its id as the message it becomes
-- (a row that holds both a question and an answer, which early versions allowed, becomes two
-- messages: the answer gets a new id). A failed answer ({content, error}) becomes a failed
-- message with the apology as its error; an empty row is skipped.

do $$
declare
  chat record;
  item record;
  previous uuid;
  previous_at timestamptz;
  stamp timestamptz;
  answer_text text;
  answer_failed boolean;
  chat_model text;
begin
  for chat in
    select c.chat_id, c.user_id, c.brain_id, c.name, c.created_at, c.chart_ids,
           (select max(h.message_time) from public.chat_history h where h.chat_id = c.chat_id) as last_at,
           (select h.model from public.chat_history h
             where h.chat_id = c.chat_id and h.model is not null
             order by h.message_time desc limit 1) as last_model
      from public.brain_chats c
  loop
    -- The engine names the model of every message; answers stored before 0021 named none.
    chat_model := coalesce(chat.last_model, 'brain');
    insert into public.grok_conversations
      (id, user_id, brain_id, title, model, chart_ids, last_message_at, created_at, updated_at)
    values (
      chat.chat_id, chat.user_id, chat.brain_id,
      left(coalesce(nullif(btrim(regexp_replace(chat.name, '\s+', ' ', 'g')), ''), 'New chat'), 200),
      chat_model, chat.chart_ids,
      coalesce(greatest(chat.last_at, chat.created_at), chat.created_at),
      chat.created_at,
      coalesce(greatest(chat.last_at, chat.created_at), chat.created_at)
    );

    previous := null;
    previous_at := null;
    for item in
      select h.* from public.chat_history h
       where h.chat_id = chat.chat_id
       order by h.message_time, h.user_message is null, h.id
    loop
      -- The history's order is the branch's: a message is never older than the one it follows.
      stamp := case when previous_at is null then item.message_time
                 else greatest(item.message_time, previous_at + interval '1 millisecond') end;

      if item.user_message is not null then
        insert into public.grok_messages
          (id, conversation_id, parent_id, user_id, role, content, model, status, created_at, updated_at)
        values (
          item.id, chat.chat_id, previous, item.user_id, 'user',
          jsonb_build_array(jsonb_build_object('type', 'text', 'text', item.user_message)),
          chat_model, 'complete', stamp, stamp
        );
        previous := item.id;
        previous_at := stamp;
        stamp := stamp + interval '1 millisecond';
      end if;

      continue when item.assistant is null or jsonb_typeof(item.assistant) = 'null';
      answer_failed := jsonb_typeof(item.assistant) = 'object' and item.assistant ? 'error';
      answer_text := case jsonb_typeof(item.assistant)
        when 'string' then item.assistant #>> '{}'
        when 'object' then coalesce(item.assistant ->> 'content', item.assistant ->> 'text')
      end;
      continue when answer_text is null and not answer_failed;
      insert into public.grok_messages
        (id, conversation_id, parent_id, user_id, role, content, model, status, error,
         sources, claim_checks, created_at, updated_at)
      values (
        case when item.user_message is null then item.id else gen_random_uuid() end,
        chat.chat_id, previous, item.user_id, 'assistant',
        case when answer_failed or answer_text = '' then '[]'::jsonb
             else jsonb_build_array(jsonb_build_object('type', 'text', 'text', left(answer_text, 500000))) end,
        coalesce(item.model, chat_model),
        case when answer_failed then 'failed' else 'complete' end,
        case when answer_failed then left(coalesce(answer_text, 'The answer failed'), 2000) end,
        case when jsonb_typeof(item.sources) = 'array' and pg_column_size(item.sources) <= 65536
             then item.sources end,
        item.claim_checks,
        stamp, stamp
      )
      returning id into previous;
      previous_at := stamp;
    end loop;
  end loop;
end
$$;

-- The old tables go. Their realtime registration goes first: the local list of published
-- tables holds their ids, which nothing would clear (a publication forgets a dropped table).
delete from realtime_capture.published_tables
 where table_id in ('public.chat_history'::regclass, 'public.brain_chats'::regclass);
drop function public.search_conversations(text, integer);
drop table public.chat_history;
drop table public.brain_chats;

-- The brain service's spec, read-only -------------------------------------------------------------

-- A brain conversation as the spec's brain chat.
create view public.brain_chats with (security_invoker = true) as
  select c.id as chat_id, c.user_id, c.brain_id, c.title as name, c.created_at, c.chart_ids
    from public.grok_conversations c
   where c.brain_id is not null;

-- The messages of brain conversations as the spec's history rows: a question has user_message;
-- an answer has `assistant`, its text as a JSON string once it is finished (null while it streams,
-- so a poll for "an answer row with an assistant" waits for the whole answer). A failed answer is
-- the apology the brain service always stored, {content, error}, with 'timeout' when the provider
-- was too slow (the engine's time-out errors say so), so the client is never left waiting for an
-- answer that will not come.
create view public.chat_history with (security_invoker = true) as
  select m.id,
         m.conversation_id as chat_id,
         m.user_id,
         c.brain_id,
         case when m.role = 'user' then
           (select string_agg(part ->> 'text', E'\n')
              from jsonb_array_elements(m.content) part where part ->> 'type' = 'text')
         end as user_message,
         case
           when m.role = 'user' or m.status = 'streaming' then null
           when m.status = 'failed' then
             case
               when m.error like 'The AI provider did not answer within%'
                 or m.error like 'The AI provider stopped sending for%'
                 or m.error like 'Sorry, the assistant took too long%'
               then jsonb_build_object(
                      'content', 'Sorry, the assistant took too long to answer. Please ask again.',
                      'error', 'timeout')
               -- An apology stored by the brain service before 0028 (moved here as the error).
               when m.error like 'Sorry, %' then jsonb_build_object('content', m.error, 'error', 'error')
               else jsonb_build_object(
                      'content', 'Sorry, the assistant could not answer this time'
                                 || coalesce(' (' || nullif(m.error, '') || ')', '') || '. Please ask again.',
                      'error', 'error')
             end
           else to_jsonb(coalesce(
             (select string_agg(part ->> 'text', '')
                from jsonb_array_elements(m.content) part where part ->> 'type' = 'text'), ''))
         end as assistant,
         case when m.role = 'assistant' and m.status <> 'failed' then coalesce(m.sources, '[]'::jsonb)
              else '[]'::jsonb end as sources,
         m.created_at as message_time,
         m.claim_checks,
         case when m.role = 'assistant' then m.model end as model
    from public.grok_messages m
    join public.grok_conversations c on c.id = m.conversation_id
   where c.brain_id is not null;

-- Read-only for every API role: questions are asked, and answers written, through the engine.
revoke all on public.brain_chats, public.chat_history from public, anon, authenticated;
grant select on public.brain_chats, public.chat_history to authenticated;
grant select on public.brain_chats, public.chat_history to service_role;

-- What read the old tables ----------------------------------------------------------------------

-- Active users per day: a question asked in any conversation counts (brain ones included).
create or replace function public.admin_activity_series(days integer default 30)
returns table (day date, signups bigint, active_users bigint)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  first_day date;
  since timestamptz;
begin
  perform public.require_admin();
  if days is null or days < 1 or days > 366 then
    raise exception 'days must be between 1 and 366' using errcode = '22023';
  end if;
  first_day := (now() at time zone 'UTC')::date - (days - 1);
  since := first_day::timestamp at time zone 'UTC';
  return query
    with calendar as (
      select generate_series(first_day, (now() at time zone 'UTC')::date, interval '1 day')::date as d
    ),
    events as (
      select a.user_id as uid, (a.created_at at time zone 'UTC')::date as d
        from public.ai_usage a where a.created_at >= since and a.user_id is not null
      union
      select c.user_id, (c.created_at at time zone 'UTC')::date from public.charts c where c.created_at >= since
      union
      select m.user_id, (m.created_at at time zone 'UTC')::date
        from public.grok_messages m where m.created_at >= since and m.role = 'user'
      union
      select l.user_id, (l.updated_at at time zone 'UTC')::date from public.lesson_progress l where l.updated_at >= since
      union
      select p.id, (p.last_active_at at time zone 'UTC')::date from public.profiles p where p.last_active_at >= since
    )
    select cal.d,
      (select count(*) from public.profiles p where (p.created_at at time zone 'UTC')::date = cal.d),
      (select count(distinct e.uid) from events e where e.d = cal.d)
    from calendar cal
    order by cal.d;
end
$$;

-- Claim checks per model: every checked answer is a grok_messages row now.
create or replace function public.admin_claim_check_stats()
returns table (model text, answers_checked bigint, claims_checked bigint, claims_wrong bigint)
language plpgsql stable security definer
set search_path = ''
as $$
begin
  perform public.require_admin();
  return query
    select m.model,
           count(*)::bigint,
           coalesce(sum((m.claim_checks ->> 'checked')::numeric), 0)::bigint,
           coalesce(sum((m.claim_checks ->> 'wrong')::numeric), 0)::bigint
      from public.grok_messages m
     where m.claim_checks is not null
     group by m.model
     order by m.model;
end
$$;

-- Searching conversations: one table of messages. `kind` still tells a brain conversation from a
-- Grok one, since the two open on different screens. Security invoker: row-level security decides.
create function public.search_conversations(search_text text, max_results integer default 50)
returns table (kind text, conversation_id uuid, snippet text, matched_at timestamptz)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
declare
  terms tsquery;
  -- Around the matched words of a snippet: private-use characters, first removed from the text,
  -- so the browser marks the words without reading any HTML.
  mark_start constant text := chr(57344);
  mark_stop constant text := chr(57345);
begin
  if search_text is null or char_length(search_text) > 200
     or max_results is null or max_results not between 1 and 100 then
    raise exception 'search_text (at most 200 characters) and max_results (1 to 100) are required'
      using errcode = '22023';
  end if;
  -- websearch syntax: words, "a phrase", or, -word. Punctuation alone leaves nothing to find.
  terms := websearch_to_tsquery('simple'::regconfig, search_text);
  if numnode(terms) = 0 then
    return;
  end if;

  return query
  with hits as (
    select m.conversation_id as id, m.id as message_id, ts_rank(m.search, terms) as rank,
           m.created_at as at
      from public.grok_messages m
     where m.user_id = (select auth.uid()) and m.search @@ terms
  ),
  -- One row per conversation: its best message for the snippet, its latest match for the order.
  best as (
    select distinct on (hits.id) hits.id, hits.message_id,
           max(hits.at) over (partition by hits.id) as latest
      from hits
     order by hits.id, hits.rank desc, hits.at desc
  ),
  chosen as (
    select * from best order by best.latest desc, best.id limit max_results
  ),
  texts as (
    select chosen.id, chosen.latest,
           (select case when c.brain_id is null then 'grok' else 'brain' end
              from public.grok_conversations c where c.id = chosen.id) as kind,
           (select string_agg(part #>> '{}', ' ')
              from public.grok_messages m,
                   jsonb_array_elements(jsonb_path_query_array(m.content, '$[*] ? (@.type == "text").text')) part
             where m.id = chosen.message_id) as body
      from chosen
  )
  select coalesce(texts.kind, 'grok'), texts.id,
         btrim(regexp_replace(
           ts_headline('simple'::regconfig,
             left(translate(coalesce(texts.body, ''), mark_start || mark_stop, ''), 200000),
             terms,
             format('MaxFragments=1, MaxWords=24, MinWords=10, ShortWord=1, StartSel=%s, StopSel=%s',
                    mark_start, mark_stop)),
           '\s+', ' ', 'g')),
         texts.latest
    from texts
   order by texts.latest desc, texts.id;
end
$$;
revoke execute on function public.search_conversations(text, integer) from public, anon;
grant execute on function public.search_conversations(text, integer) to authenticated;
