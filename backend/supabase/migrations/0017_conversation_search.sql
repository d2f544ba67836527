-- Searching conversations by the words of their messages, and Threads kept live.
--
-- Grok messages carry their words in grok_messages.search (migration 0015); brain chats get the
-- same here: a generated tsvector of chat_history's question and answer text with a GIN index.
-- search_conversations() looks in both with full-text search and returns, per conversation, the
-- best-matching message as a short snippet. It runs as the caller, so row-level security (and
-- its aal2 rule) keeps every other account's messages out.
--
-- The conversation headers are published for realtime, so a list of conversations hears of one
-- started, renamed or deleted elsewhere.
-- Runs unchanged on hosted Supabase.

-- The text a person reads in a chat_history row: the question, or the answer (a string, or an
-- object with `content` or `text`). A failed answer's apology is not what anyone searches for.
-- Capped, because a tsvector must stay under 1 MB and an answer is written by a model.
alter table public.chat_history
  add column search tsvector generated always as (
    to_tsvector('simple'::regconfig, left(
      coalesce(user_message, '') || ' ' || coalesce(
        case jsonb_typeof(assistant)
          when 'string' then assistant #>> '{}'
          when 'object' then case when assistant ? 'error' then null
                                  else coalesce(assistant ->> 'content', assistant ->> 'text') end
        end, ''),
      200000))
  ) stored;
create index chat_history_search_idx on public.chat_history using gin (search);
-- Row-level security reads a user's rows by user_id; a search for a common word scans only them.
create index chat_history_user_idx on public.chat_history (user_id, message_time desc);

-- The caller's conversations whose messages match, one row per conversation, latest match first,
-- with a snippet of the best-ranked message. Security invoker: row-level security decides.
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
    select 'grok'::text as kind, m.conversation_id as id, m.id as message_id,
           ts_rank(m.search, terms) as rank, m.created_at as at
      from public.grok_messages m
     where m.user_id = (select auth.uid()) and m.search @@ terms
    union all
    select 'brain'::text, h.chat_id, h.id, ts_rank(h.search, terms), h.message_time
      from public.chat_history h
     where h.user_id = (select auth.uid()) and h.search @@ terms
  ),
  -- One row per conversation: its best message for the snippet, its latest match for the order.
  best as (
    select distinct on (hits.kind, hits.id) hits.kind, hits.id, hits.message_id,
           max(hits.at) over (partition by hits.kind, hits.id) as latest
      from hits
     order by hits.kind, hits.id, hits.rank desc, hits.at desc
  ),
  chosen as (
    select * from best order by best.latest desc, best.id limit max_results
  ),
  texts as (
    select chosen.kind, chosen.id, chosen.latest,
           case chosen.kind
             when 'grok' then (
               select string_agg(part #>> '{}', ' ')
                 from public.grok_messages m,
                      jsonb_array_elements(jsonb_path_query_array(m.content, '$[*] ? (@.type == "text").text')) part
                where m.id = chosen.message_id)
             else (
               select concat_ws(' ', h.user_message,
                        case jsonb_typeof(h.assistant)
                          when 'string' then h.assistant #>> '{}'
                          when 'object' then coalesce(h.assistant ->> 'content', h.assistant ->> 'text')
                        end)
                 from public.chat_history h
                where h.id = chosen.message_id)
           end as body
      from chosen
  )
  select texts.kind, texts.id,
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

select realtime_capture.publish_table('public.grok_conversations');
select realtime_capture.publish_table('public.brain_chats');
