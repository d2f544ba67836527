-- AI answers grounded in the user's saved charts, and checked. A brain says how many charts it
-- reads (chart_slots); a brain chat and a Grok conversation name the charts attached to them
-- (chart_ids, at most two, changed by their owner at any time); the functions compute those
-- charts on the server, put them in the prompt, check the astrological claims of each answer
-- against them and store the result with the answer (claim_checks). Clients read the result and
-- never write it. Runs unchanged on hosted Supabase.

-- Which brains read charts ---------------------------------------------------------------------

alter table public.wizard_brains
  add column chart_slots smallint not null default 0 check (chart_slots between 0 and 2);
update public.wizard_brains set chart_slots = 1
 where brain_id in ('natal-chart-guide', 'transit-tracker');
update public.wizard_brains set chart_slots = 2 where brain_id = 'relationship-synastry';

-- Charts attached to a conversation --------------------------------------------------------------
-- Ids only: the functions read each chart with the user's own token, so an id the user cannot
-- read (someone else's chart, a deleted one) is simply ignored.

alter table public.brain_chats
  add column chart_ids uuid[] not null default '{}'
    constraint brain_chats_chart_ids_small check (
      cardinality(chart_ids) <= 2
      and coalesce(array_ndims(chart_ids), 1) = 1
      and array_position(chart_ids, null) is null);

alter table public.grok_conversations
  add column chart_ids uuid[] not null default '{}'
    constraint grok_conversations_chart_ids_small check (
      cardinality(chart_ids) <= 2
      and coalesce(array_ndims(chart_ids), 1) = 1
      and array_position(chart_ids, null) is null);
-- The owner renames a conversation and attaches charts to it; the rest stays the server's.
grant update (chart_ids) on public.grok_conversations to authenticated;

-- Checked claims, stored with the answer ---------------------------------------------------------
-- {version, checked, wrong, claims: [...]}, written by the server (service key) once the answer is
-- complete; null until then, and for answers given without a chart.

alter table public.chat_history
  add column claim_checks jsonb
    constraint chat_history_claim_checks_shape check (
      claim_checks is null
      or coalesce(jsonb_typeof(claim_checks) = 'object'
          and jsonb_typeof(claim_checks -> 'checked') = 'number'
          and jsonb_typeof(claim_checks -> 'wrong') = 'number'
          and jsonb_typeof(claim_checks -> 'claims') = 'array'
          and pg_column_size(claim_checks) <= 262144, false)),
  -- The provider model that wrote an answer (brain answers; null for questions and older rows).
  add column model text check (char_length(model) between 1 and 100);

alter table public.grok_messages
  add column claim_checks jsonb
    constraint grok_messages_claim_checks_shape check (
      claim_checks is null
      or coalesce(jsonb_typeof(claim_checks) = 'object'
          and jsonb_typeof(claim_checks -> 'checked') = 'number'
          and jsonb_typeof(claim_checks -> 'wrong') = 'number'
          and jsonb_typeof(claim_checks -> 'claims') = 'array'
          and pg_column_size(claim_checks) <= 262144, false));

-- A brain chat's owner still inserts questions into it (the brain function does, with the user's
-- token), but only the columns a question has: the claim checks and the model are the server's.
revoke insert, update on public.chat_history from anon, authenticated;
grant insert (id, chat_id, user_id, brain_id, user_message, assistant, sources, message_time)
  on public.chat_history to authenticated;

-- Claim checks per model, for the back office ------------------------------------------------------

create function public.admin_claim_check_stats()
returns table (model text, answers_checked bigint, claims_checked bigint, claims_wrong bigint)
language plpgsql stable security definer
set search_path = ''
as $$
begin
  perform public.require_admin();
  return query
    with checked as (
      select coalesce(h.model, 'brain') as answer_model, h.claim_checks as checks
        from public.chat_history h
       where h.claim_checks is not null
      union all
      select m.model, m.claim_checks
        from public.grok_messages m
       where m.claim_checks is not null
    )
    select c.answer_model,
           count(*)::bigint,
           coalesce(sum((c.checks ->> 'checked')::numeric), 0)::bigint,
           coalesce(sum((c.checks ->> 'wrong')::numeric), 0)::bigint
      from checked c
     group by c.answer_model
     order by c.answer_model;
end
$$;
revoke execute on function public.admin_claim_check_stats() from public, anon, authenticated;
grant execute on function public.admin_claim_check_stats() to authenticated, service_role;
