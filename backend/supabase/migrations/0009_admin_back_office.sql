-- The back office: admins assign contact messages to staff, staff answer them (the answer is
-- stored and e-mailed to the sender through an outbox), and admins read analytics and order the
-- testimonials. Every function here decides who may call it itself (security definer + has_role),
-- so the checks hold whatever client calls them. Runs unchanged on hosted Supabase.

-- One refusal for every admin-only function, so clients can recognise it (SQLSTATE 42501).
create function public.require_admin() returns void
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if not public.has_role('admin') then
    raise exception 'Admin access required'
      using errcode = '42501', hint = 'Only administrators may use this function.';
  end if;
end
$$;

-- Whether a user may be given contact messages: support staff and admins.
create function public.is_staff_member(member uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles ur
    where ur.user_id = is_staff_member.member and ur.role in ('admin', 'support')
  )
$$;

-- Whoever changes assigned_to (the RPC below, an admin's plain update, SQL by hand), a message
-- can only go to a staff member; otherwise it would vanish from every inbox. Inserts are left to
-- row-level security, which already makes every client's new message unassigned.
create function public.check_contact_assignee() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.assigned_to is not null and not public.is_staff_member(new.assigned_to) then
    raise exception 'Messages can only be assigned to support staff or admins' using errcode = '23514';
  end if;
  return new;
end
$$;

create trigger contact_messages_check_assignee
  before update of assigned_to on public.contact_messages
  for each row execute function public.check_contact_assignee();

-- Staff an admin can assign messages to, with the e-mail address that only auth.users knows.
create function public.admin_list_staff()
returns table (user_id uuid, email text, username text, roles text[])
language plpgsql stable security definer
set search_path = ''
as $$
begin
  perform public.require_admin();
  return query
    select u.id, u.email::text, p.username, array_agg(ur.role order by ur.role)
    from public.user_roles ur
    join auth.users u on u.id = ur.user_id
    left join public.profiles p on p.id = ur.user_id
    where ur.role in ('admin', 'support')
    group by u.id, u.email, p.username
    order by coalesce(p.username, u.email::text);
end
$$;

-- Assigns a message to a staff member, or unassigns it with a null staff_id.
create function public.assign_contact_message(message_id uuid, staff_id uuid)
returns public.contact_messages
language plpgsql security definer
set search_path = ''
as $$
declare
  result public.contact_messages;
begin
  perform public.require_admin();
  if assign_contact_message.staff_id is not null
     and not public.is_staff_member(assign_contact_message.staff_id) then
    raise exception 'Messages can only be assigned to support staff or admins' using errcode = '22023';
  end if;
  update public.contact_messages m
    set assigned_to = assign_contact_message.staff_id, updated_at = now()
    where m.id = assign_contact_message.message_id
    returning * into result;
  if not found then
    raise exception 'Contact message not found' using errcode = 'P0002';
  end if;
  return result;
end
$$;

-- Mail the app sends on its own behalf (not auth mail). A row is written in the same transaction
-- as the change it reports, so a saved response always has its mail; a sender (the contact-reply
-- function) then delivers pending rows through whichever mail transport is configured.
-- Only admins may read it (an audit trail); only the functions below and the service role write.
create table public.mail_outbox (
  id bigint generated always as identity primary key,
  kind text not null check (kind ~ '^[a-z][a-z0-9_]{0,63}$'),
  to_address text not null check (char_length(to_address) <= 254 and to_address ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  subject text not null check (char_length(subject) between 1 and 300),
  text_body text not null check (char_length(text_body) between 1 and 20000),
  contact_message_id uuid references public.contact_messages (id) on delete set null,
  created_by uuid references auth.users (id) on delete set null,
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
  attempts integer not null default 0 check (attempts >= 0),
  last_error text check (char_length(last_error) <= 1000),
  claimed_at timestamptz,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
alter table public.mail_outbox enable row level security;
create index mail_outbox_pending_idx on public.mail_outbox (id) where status in ('pending', 'sending');
revoke insert, update, delete, truncate on public.mail_outbox from anon, authenticated;

create policy "mail outbox: admin reads" on public.mail_outbox
  for select to authenticated using (public.has_role('admin'));

-- product §4: a response is appended to `responses` as {message, created_at, staff_name}, and sets
-- response_notes, responded_at and status resolved. The staff name is the responder's own (never
-- sent by the client), and the mail to the sender is queued in the same transaction.
create function public.respond_to_contact_message(message_id uuid, response text)
returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  target public.contact_messages;
  clean text := btrim(coalesce(respond_to_contact_message.response, ''), E' \t\r\n');
  staff_name text;
  outbox_id bigint;
begin
  if auth.uid() is null then
    raise exception 'Sign in to respond to messages' using errcode = '42501';
  end if;
  select * into target from public.contact_messages m
    where m.id = respond_to_contact_message.message_id
    for update;
  -- The same answer whether the message is missing or someone else's: no probing for ids.
  -- assigned_to may be null, so compare null-safely: `not (x = null)` would be null, not true.
  if not found or not (
    public.has_role('admin')
    or (public.has_role('support') and target.assigned_to is not distinct from auth.uid())
  ) then
    raise exception 'You can only respond to messages assigned to you' using errcode = '42501';
  end if;
  if clean = '' then
    raise exception 'A response needs some text' using errcode = '22023';
  end if;
  if char_length(clean) > 5000 then
    raise exception 'A response can be at most 5000 characters' using errcode = '22023';
  end if;

  select coalesce(nullif(btrim(p.username), ''), nullif(split_part(u.email::text, '@', 1), ''))
    into staff_name
    from auth.users u left join public.profiles p on p.id = u.id
    where u.id = auth.uid();
  staff_name := coalesce(staff_name, 'Support team');

  update public.contact_messages m
    set responses = m.responses || jsonb_build_array(jsonb_build_object(
          'message', clean, 'created_at', to_jsonb(now()), 'staff_name', staff_name)),
        response_notes = clean,
        responded_at = now(),
        status = 'resolved',
        updated_at = now()
    where m.id = target.id
    returning * into target;

  insert into public.mail_outbox (kind, to_address, subject, text_body, contact_message_id, created_by)
  values (
    'contact_response',
    target.email,
    left('Re: ' || target.subject, 300),
    left(
      'Hello ' || target.name || E',\n\n' || clean || E'\n\n' || staff_name || E'\nAstro App support\n\n'
      || 'On ' || to_char(target.created_at at time zone 'UTC', 'FMDD Mon YYYY, HH24:MI "UTC"')
      || E' you wrote:\n> ' || target.subject || E'\n>\n> '
      || replace(target.message, E'\n', E'\n> '),
      20000),
    target.id,
    auth.uid()
  )
  returning id into outbox_id;

  return jsonb_build_object('message', to_jsonb(target), 'outbox_id', outbox_id);
end
$$;

-- Takes up to batch_size deliverable mails for one sender. A mail stuck in 'sending' (its sender
-- died) becomes deliverable again after five minutes; after five attempts a mail is failed.
create function public.claim_mail_outbox(batch_size integer default 10)
returns setof public.mail_outbox
language sql security definer
set search_path = ''
as $$
  update public.mail_outbox o
    set status = 'sending', attempts = o.attempts + 1, claimed_at = now()
    where o.id in (
      select c.id from public.mail_outbox c
      where (c.status = 'pending' or (c.status = 'sending' and c.claimed_at < now() - interval '5 minutes'))
        and c.attempts < 5
      order by c.id
      limit greatest(1, least(coalesce(batch_size, 10), 50))
      for update skip locked
    )
    returning o.*
$$;

create function public.finish_mail_outbox(outbox_id bigint, delivered boolean, error text default null)
returns void
language sql security definer
set search_path = ''
as $$
  update public.mail_outbox o
    set status = case when finish_mail_outbox.delivered then 'sent'
                      when o.attempts >= 5 then 'failed' else 'pending' end,
        sent_at = case when finish_mail_outbox.delivered then now() end,
        last_error = case when finish_mail_outbox.delivered then null
                          else left(coalesce(finish_mail_outbox.error, 'Delivery failed'), 1000) end
    where o.id = finish_mail_outbox.outbox_id
$$;

-- The local stack keeps mail in its dev mailbox (stack_dev.mail) when no SMTP server is set. This
-- stores one mail there and answers false where that mailbox does not exist (hosted projects),
-- so the sender knows to leave the mail pending.
create function public.dev_mailbox_store(to_address text, subject text, text_body text, html_body text)
returns boolean
language plpgsql security definer
set search_path = ''
as $$
begin
  if to_regclass('stack_dev.mail') is null then
    return false;
  end if;
  execute 'insert into stack_dev.mail (to_address, subject, text_body, html_body, links) values ($1, $2, $3, $4, $5)'
    using dev_mailbox_store.to_address, dev_mailbox_store.subject, dev_mailbox_store.text_body,
      dev_mailbox_store.html_body,
      (select coalesce(jsonb_agg(distinct x[1]), '[]'::jsonb)
         from regexp_matches(dev_mailbox_store.text_body, '(https?://[^\s<>"]+)', 'g') as x);
  return true;
end
$$;

-- Analytics (product §2 Admin, §9): admin-only aggregates, so no client ever reads other people's
-- rows to compute them.
create function public.admin_analytics_summary() returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  result jsonb;
begin
  perform public.require_admin();
  select jsonb_build_object(
      'total_users', count(*),
      -- product §9: active = last active within 30 days.
      'active_users', count(*) filter (where p.last_active_at >= now() - interval '30 days'),
      'charts_created', coalesce(sum(p.charts_created_count), 0),
      'brain_interactions', coalesce(sum(p.brain_interactions_count), 0),
      'grok_messages', coalesce(sum(p.grok_messages_count), 0),
      'lessons_completed', coalesce(sum(p.lessons_completed_count), 0),
      'generated_at', now())
    into result
    from public.profiles p;
  return result;
end
$$;

-- Feature usage summed over all profiles, most used first.
create function public.admin_feature_usage()
returns table (feature text, uses bigint)
language plpgsql stable security definer
set search_path = ''
as $$
begin
  perform public.require_admin();
  return query
    select s.key, sum(case when jsonb_typeof(s.value) = 'number' then (s.value #>> '{}')::numeric else 0 end)::bigint
    from public.profiles p
    cross join lateral jsonb_each(p.feature_usage_stats) as s
    group by s.key
    order by 2 desc, 1;
end
$$;

-- Per UTC day of the last `days` days: sign-ups, and distinct users who did something (used an
-- AI feature, saved a chart, asked a brain, worked on a lesson, or were last seen that day).
create function public.admin_activity_series(days integer default 30)
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
      select h.user_id, (h.message_time at time zone 'UTC')::date
        from public.chat_history h where h.message_time >= since and h.user_message is not null
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

-- AI requests per UTC day of the last `days` days (spec: the Overview's 7-day chart).
create function public.admin_ai_usage_daily(days integer default 7)
returns table (day date, requests bigint, errors bigint, tokens bigint)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  first_day date;
begin
  perform public.require_admin();
  if days is null or days < 1 or days > 366 then
    raise exception 'days must be between 1 and 366' using errcode = '22023';
  end if;
  first_day := (now() at time zone 'UTC')::date - (days - 1);
  return query
    with per_day as (
      select (a.created_at at time zone 'UTC')::date as d,
        count(*) as requests,
        count(*) filter (where a.outcome <> 'ok') as errors,
        sum(a.prompt_tokens + a.completion_tokens) as tokens
      from public.ai_usage a
      where a.created_at >= first_day::timestamp at time zone 'UTC'
      group by 1
    )
    select g.x::date, coalesce(u.requests, 0), coalesce(u.errors, 0), coalesce(u.tokens, 0)::bigint
    from generate_series(first_day, (now() at time zone 'UTC')::date, interval '1 day') as g(x)
    left join per_day u on u.d = g.x::date
    order by 1;
end
$$;

-- Contact messages by status for the Overview, plus how many still wait for an assignee.
create function public.admin_contact_overview() returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  result jsonb;
begin
  perform public.require_admin();
  select jsonb_build_object(
      'new', count(*) filter (where m.status = 'new'),
      'in_progress', count(*) filter (where m.status = 'in_progress'),
      'resolved', count(*) filter (where m.status = 'resolved'),
      'closed', count(*) filter (where m.status = 'closed'),
      'unassigned', count(*) filter (where m.assigned_to is null and m.status in ('new', 'in_progress')),
      'total', count(*))
    into result
    from public.contact_messages m;
  return result;
end
$$;

-- Puts testimonials in the given order (1, 2, 3, ...) in one transaction.
create function public.admin_reorder_testimonials(ordered_ids uuid[]) returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  changed integer;
begin
  perform public.require_admin();
  if ordered_ids is null or cardinality(ordered_ids) = 0 or cardinality(ordered_ids) > 1000 then
    raise exception 'ordered_ids must list between 1 and 1000 testimonials' using errcode = '22023';
  end if;
  if (select count(distinct x) from unnest(ordered_ids) as x) <> cardinality(ordered_ids) then
    raise exception 'ordered_ids must not repeat a testimonial' using errcode = '22023';
  end if;
  update public.testimonials t
    set sort_order = o.position::integer
    from unnest(ordered_ids) with ordinality as o (id, position)
    where t.id = o.id;
  get diagnostics changed = row_count;
  return changed;
end
$$;

-- Admin-only or staff functions are callable by signed-in users (they check roles themselves);
-- the mail helpers only by the service role, i.e. server-side code.
revoke execute on function
  public.require_admin(), public.is_staff_member(uuid), public.check_contact_assignee(),
  public.admin_list_staff(), public.assign_contact_message(uuid, uuid),
  public.respond_to_contact_message(uuid, text), public.claim_mail_outbox(integer),
  public.finish_mail_outbox(bigint, boolean, text), public.dev_mailbox_store(text, text, text, text),
  public.admin_analytics_summary(), public.admin_feature_usage(), public.admin_activity_series(integer),
  public.admin_ai_usage_daily(integer), public.admin_contact_overview(),
  public.admin_reorder_testimonials(uuid[])
  from public, anon, authenticated;
grant execute on function
  public.admin_list_staff(), public.assign_contact_message(uuid, uuid),
  public.respond_to_contact_message(uuid, text),
  public.admin_analytics_summary(), public.admin_feature_usage(), public.admin_activity_series(integer),
  public.admin_ai_usage_daily(integer), public.admin_contact_overview(),
  public.admin_reorder_testimonials(uuid[])
  to authenticated, service_role;
grant execute on function
  public.claim_mail_outbox(integer), public.finish_mail_outbox(bigint, boolean, text),
  public.dev_mailbox_store(text, text, text, text)
  to service_role;
