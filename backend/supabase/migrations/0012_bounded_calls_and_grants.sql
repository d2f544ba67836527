-- Every database call is bounded and every function is callable only by whom the product needs:
-- a statement timeout per API role; functions check their arguments; EXECUTE is revoked from
-- everyone and granted function by function; support staff may change only the workflow of a
-- contact message; phone codes reach nobody but the SMS sender; deleting an account removes the
-- mail and messages sent with its address; the contact form is limited per connection and overall.
-- Runs unchanged on hosted Supabase.

-- Statement timeouts ----------------------------------------------------------------------------
-- PostgREST logs in as authenticator and applies the settings of the role it switches to, as on
-- hosted Supabase, so one slow or endless call is cancelled (SQLSTATE 57014) instead of holding a
-- connection of the pool.

alter role anon set statement_timeout = '8s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';
-- A running PostgREST (hosted) picks role settings up on a configuration reload.
notify pgrst, 'reload config';

-- Roles -----------------------------------------------------------------------------------------
-- Policies call this for every role, so it stays executable by anon and authenticated; asking
-- about a role the product does not have is a mistake, not a "no".
create or replace function public.has_role(role text) returns boolean
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if has_role.role is null or has_role.role not in ('admin', 'support') then
    raise exception 'Unknown role "%"', left(has_role.role, 40)
      using errcode = '22023', hint = 'Use admin or support.';
  end if;
  return exists (
    select 1 from public.user_roles ur
    where ur.user_id = auth.uid() and ur.role = has_role.role
  );
end
$$;

-- Usernames are checked with the owner's rights, so is_valid_username need not be callable by
-- the API roles.
create or replace function public.check_username() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.username is not null and (tg_op = 'INSERT' or new.username is distinct from old.username)
     and auth.role() in ('authenticated', 'anon')
     and not public.is_valid_username(new.username) then
    raise exception 'Usernames are 3 to 30 letters or digits, with spaces, dots, dashes or underscores inside'
      using errcode = '23514';
  end if;
  return new;
end
$$;

-- Profile counters ------------------------------------------------------------------------------

create or replace function public.increment_profile_counter(user_id uuid, counter_name text, increment_by integer default 1)
returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  allowed constant text[] := array[
    'charts_created_count', 'brain_interactions_count', 'grok_messages_count', 'lessons_completed_count'
  ];
  result integer;
begin
  if increment_profile_counter.user_id is null then
    raise exception 'user_id is required' using errcode = '22023';
  end if;
  if auth.uid() is null or increment_profile_counter.user_id is distinct from auth.uid() then
    raise exception 'You can only update your own profile counters' using errcode = '42501';
  end if;
  if counter_name is null or not (counter_name = any (allowed)) then
    raise exception 'Unknown counter "%"', left(counter_name, 64)
      using errcode = '22023', hint = 'Use one of: ' || array_to_string(allowed, ', ');
  end if;
  if increment_by is null or increment_by < 1 or increment_by > 1000 then
    raise exception 'increment_by must be between 1 and 1000' using errcode = '22023';
  end if;
  execute format(
    'update public.profiles set %1$I = %1$I + $1, updated_at = now() where id = $2 returning %1$I',
    counter_name
  ) into result using increment_by, increment_profile_counter.user_id;
  if result is null then
    raise exception 'Profile not found' using errcode = 'P0002';
  end if;
  return result;
end
$$;

create or replace function public.update_feature_usage(user_id uuid, feature_name text)
returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  stats jsonb;
begin
  if update_feature_usage.user_id is null then
    raise exception 'user_id is required' using errcode = '22023';
  end if;
  if auth.uid() is null or update_feature_usage.user_id is distinct from auth.uid() then
    raise exception 'You can only update your own feature usage' using errcode = '42501';
  end if;
  if feature_name is null or feature_name !~ '^[a-z][a-z0-9_]{0,63}$' then
    raise exception 'Invalid feature name'
      using errcode = '22023', hint = 'Use lowercase letters, digits and underscores (at most 64).';
  end if;
  select p.feature_usage_stats into stats from public.profiles p
    where p.id = update_feature_usage.user_id for update;
  if not found then
    raise exception 'Profile not found' using errcode = 'P0002';
  end if;
  -- A bounded map: a client cannot grow one profile row without limit.
  if not stats ? feature_name and (select count(*) from jsonb_object_keys(stats)) >= 200 then
    raise exception 'Too many distinct features' using errcode = '54000';
  end if;
  update public.profiles p
    set feature_usage_stats = jsonb_set(
          p.feature_usage_stats, array[feature_name],
          to_jsonb(coalesce((p.feature_usage_stats ->> feature_name)::bigint, 0) + 1)),
        updated_at = now()
    where p.id = update_feature_usage.user_id
    returning p.feature_usage_stats into stats;
  return stats;
end
$$;

-- Phone codes -----------------------------------------------------------------------------------
-- create_phone_auth_code and verify_phone_auth_code keep their names and arguments, but only the
-- server calls them (through issue_phone_code and confirm_phone_code for the sms function): a code
-- is only ever known to the SMS it is sent in.

create or replace function public.verify_phone_auth_code(phone_number text, submitted_code text)
returns boolean
language plpgsql security definer
set search_path = ''
as $$
declare
  pending public.phone_auth_codes;
begin
  if auth.uid() is null then
    raise exception 'Sign in to verify a phone number' using errcode = '42501';
  end if;
  if phone_number is null or phone_number !~ '^\+[1-9][0-9]{6,14}$' then
    raise exception 'Invalid phone number' using errcode = '22023', hint = 'Use the international format, e.g. +14155550123.';
  end if;
  select * into pending from public.phone_auth_codes c
    where c.user_id = auth.uid() and c.phone_number = verify_phone_auth_code.phone_number
      and c.used_at is null and c.expires_at > now()
    order by c.created_at desc
    limit 1
    for update;
  if not found or pending.attempts >= 5 then
    return false;
  end if;
  update public.phone_auth_codes set attempts = attempts + 1 where id = pending.id;
  if submitted_code is null or submitted_code !~ '^[0-9]{6}$'
     or encode(sha256(convert_to(pending.code_salt || ':' || submitted_code, 'UTF8')), 'hex') <> pending.code_hash then
    return false;
  end if;
  update public.phone_auth_codes set used_at = now() where id = pending.id;
  return true;
end
$$;

create or replace function public.act_as_user(user_id uuid) returns void
language plpgsql
set search_path = ''
as $$
begin
  if act_as_user.user_id is null then
    raise exception 'user_id is required' using errcode = '22023';
  end if;
  perform set_config('request.jwt.claims', jsonb_build_object('sub', user_id, 'role', 'authenticated')::text, true);
  perform set_config('request.jwt.claim.sub', user_id::text, true);
end
$$;

create or replace function public.issue_phone_code(user_id uuid, phone_number text) returns text
language plpgsql security definer
set search_path = ''
as $$
declare
  code text;
begin
  if issue_phone_code.user_id is null then
    raise exception 'user_id is required' using errcode = '22023';
  end if;
  if not exists (select 1 from auth.users u where u.id = issue_phone_code.user_id) then
    raise exception 'Unknown user' using errcode = '22023';
  end if;
  perform public.act_as_user(issue_phone_code.user_id);
  code := public.create_phone_auth_code(issue_phone_code.phone_number);
  update public.phone_auth_codes c set issued_by_server = true
    where c.user_id = issue_phone_code.user_id and c.phone_number = issue_phone_code.phone_number
      and c.used_at is null and c.created_at = now();
  return code;
end
$$;

create or replace function public.confirm_phone_code(user_id uuid, phone_number text, submitted_code text)
returns boolean
language plpgsql security definer
set search_path = ''
as $$
begin
  if confirm_phone_code.user_id is null then
    raise exception 'user_id is required' using errcode = '22023';
  end if;
  perform public.act_as_user(confirm_phone_code.user_id);
  if not public.verify_phone_auth_code(confirm_phone_code.phone_number, confirm_phone_code.submitted_code) then
    return false;
  end if;
  if not exists (
    select 1 from public.phone_auth_codes c
    where c.user_id = confirm_phone_code.user_id and c.phone_number = confirm_phone_code.phone_number
      and c.used_at = now() and c.issued_by_server
  ) then
    return false;
  end if;
  if exists (
    select 1 from auth.users u
    where u.phone = substr(confirm_phone_code.phone_number, 2) and u.id <> confirm_phone_code.user_id
  ) then
    raise exception 'This phone number belongs to another account' using errcode = '23505';
  end if;
  update auth.users set phone = substr(confirm_phone_code.phone_number, 2), phone_confirmed_at = now(),
    updated_at = now()
    where id = confirm_phone_code.user_id;
  return true;
end
$$;

create or replace function public.dev_sms_store(to_phone text, body text) returns boolean
language plpgsql security definer
set search_path = ''
as $$
begin
  if to_phone is null or to_phone !~ '^\+[1-9][0-9]{6,14}$' then
    raise exception 'Invalid phone number' using errcode = '22023';
  end if;
  if body is null or char_length(body) not between 1 and 1600 then
    raise exception 'An SMS has 1 to 1600 characters' using errcode = '22023';
  end if;
  if to_regclass('stack_dev.sms') is null then
    return false;
  end if;
  execute 'insert into stack_dev.sms (to_phone, body) values ($1, $2)' using dev_sms_store.to_phone, dev_sms_store.body;
  return true;
end
$$;

-- Brain knowledge -------------------------------------------------------------------------------
-- A chunk size below 100 characters is no paragraph, and at zero or below the cutting loop would
-- never end; documents are at most 2,000,000 characters (brain_documents' check).

create or replace function public.brain_document_chunk_texts(content text, target_chars integer default 1200)
returns setof text
language plpgsql immutable
set search_path = ''
as $$
declare
  paragraph text;
  sentence text;
  separator text;
  current text := '';
begin
  if target_chars is null or target_chars < 100 or target_chars > 20000 then
    raise exception 'target_chars must be between 100 and 20000' using errcode = '22023';
  end if;
  if char_length(content) > 2000000 then
    raise exception 'A document can be at most 2000000 characters' using errcode = '22023';
  end if;
  for paragraph in
    select btrim(p, E' \t\r\n') from regexp_split_to_table(coalesce(content, ''), E'\\n\\s*\\n') as p
    where btrim(p, E' \t\r\n') <> ''
  loop
    if char_length(paragraph) <= target_chars then
      if current <> '' and char_length(current) + 2 + char_length(paragraph) > target_chars then
        return next current;
        current := '';
      end if;
      current := case when current = '' then paragraph else current || E'\n\n' || paragraph end;
      continue;
    end if;
    separator := E'\n\n';
    for sentence in
      select btrim(x) from regexp_split_to_table(paragraph, E'(?<=[.!?])\\s+') as x where btrim(x) <> ''
    loop
      while char_length(sentence) > target_chars loop
        if current <> '' then
          return next current;
          current := '';
        end if;
        return next left(sentence, target_chars);
        sentence := substr(sentence, target_chars + 1);
      end loop;
      continue when sentence = '';
      if current <> '' and char_length(current) + 2 + char_length(sentence) > target_chars then
        return next current;
        current := '';
      end if;
      current := case when current = '' then sentence else current || separator || sentence end;
      separator := ' ';
    end loop;
  end loop;
  if current <> '' then
    return next current;
  end if;
end
$$;

-- Same ranking as before; the function now refuses a missing brain, an over-long question and a
-- count outside what the brain service may ask for (BRAIN_CONTEXT_CHUNKS, 1 to 12).
create or replace function public.match_brain_chunks(brain_id text, query text, match_count integer default 4)
returns table (
  chunk_id bigint,
  document_id uuid,
  title text,
  source text,
  chunk_index integer,
  content text,
  rank real
)
language plpgsql stable
set search_path = ''
as $$
#variable_conflict use_column
begin
  if match_brain_chunks.brain_id is null or char_length(match_brain_chunks.brain_id) > 64 then
    raise exception 'brain_id must name a brain' using errcode = '22023';
  end if;
  if char_length(match_brain_chunks.query) > 20000 then
    raise exception 'A question can be at most 20000 characters' using errcode = '22023';
  end if;
  if match_brain_chunks.match_count is null or match_brain_chunks.match_count not between 1 and 12 then
    raise exception 'match_count must be between 1 and 12' using errcode = '22023';
  end if;
  return query
    with question as (
      select to_tsquery('simple', string_agg('''' || lexeme || '''', ' | ')) as q
      from unnest(tsvector_to_array(to_tsvector('english', left(coalesce(match_brain_chunks.query, ''), 4000)))) as lexeme
      where lexeme !~ '[''\\]'
    )
    select c.id, c.document_id, d.title, d.source, c.chunk_index, c.content,
           (ts_rank(c.search_vector, question.q, 1)
            + 2 * ts_rank(to_tsvector('english', d.title), question.q, 1))::real as score
    from question
    join public.brain_document_chunks c on c.search_vector @@ question.q
    join public.brain_documents d on d.id = c.document_id
    where question.q is not null and c.brain_id = match_brain_chunks.brain_id
    order by score desc, c.id
    limit match_brain_chunks.match_count;
end
$$;

-- Back office -----------------------------------------------------------------------------------

create or replace function public.assign_contact_message(message_id uuid, staff_id uuid)
returns public.contact_messages
language plpgsql security definer
set search_path = ''
as $$
declare
  result public.contact_messages;
begin
  perform public.require_admin();
  if assign_contact_message.message_id is null then
    raise exception 'message_id is required' using errcode = '22023';
  end if;
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

create or replace function public.respond_to_contact_message(message_id uuid, response text)
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
  if respond_to_contact_message.message_id is null then
    raise exception 'message_id is required' using errcode = '22023';
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

create or replace function public.claim_mail_outbox(batch_size integer default 10)
returns setof public.mail_outbox
language plpgsql security definer
set search_path = ''
as $$
begin
  if claim_mail_outbox.batch_size is null or claim_mail_outbox.batch_size not between 1 and 50 then
    raise exception 'batch_size must be between 1 and 50' using errcode = '22023';
  end if;
  return query
    update public.mail_outbox o
      set status = 'sending', attempts = o.attempts + 1, claimed_at = now()
      where o.id in (
        select c.id from public.mail_outbox c
        where (c.status = 'pending' or (c.status = 'sending' and c.claimed_at < now() - interval '5 minutes'))
          and c.attempts < 5
        order by c.id
        limit claim_mail_outbox.batch_size
        for update skip locked
      )
      returning o.*;
end
$$;

create or replace function public.finish_mail_outbox(outbox_id bigint, delivered boolean, error text default null)
returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  if finish_mail_outbox.outbox_id is null or finish_mail_outbox.delivered is null then
    raise exception 'outbox_id and delivered are required' using errcode = '22023';
  end if;
  update public.mail_outbox o
    set status = case when finish_mail_outbox.delivered then 'sent'
                      when o.attempts >= 5 then 'failed' else 'pending' end,
        sent_at = case when finish_mail_outbox.delivered then now() end,
        last_error = case when finish_mail_outbox.delivered then null
                          else left(coalesce(finish_mail_outbox.error, 'Delivery failed'), 1000) end
    where o.id = finish_mail_outbox.outbox_id;
end
$$;

create or replace function public.dev_mailbox_store(to_address text, subject text, text_body text, html_body text)
returns boolean
language plpgsql security definer
set search_path = ''
as $$
begin
  if to_address is null or char_length(to_address) > 254 or to_address !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    raise exception 'Invalid e-mail address' using errcode = '22023';
  end if;
  if subject is null or char_length(subject) not between 1 and 300 then
    raise exception 'A subject has 1 to 300 characters' using errcode = '22023';
  end if;
  if text_body is null or char_length(text_body) > 100000 or char_length(html_body) > 1000000 then
    raise exception 'A mail needs a text body of at most 100000 characters (HTML at most 1000000)'
      using errcode = '22023';
  end if;
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

create or replace function public.admin_reorder_testimonials(ordered_ids uuid[]) returns integer
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
  if array_ndims(ordered_ids) <> 1 or array_position(ordered_ids, null) is not null then
    raise exception 'ordered_ids must be a flat list of testimonial ids' using errcode = '22023';
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

-- Contact messages: what support staff may change -----------------------------------------------
-- Row-level security decides which messages staff may update; this decides which columns. Support
-- works on a message's workflow only, so the customer's name, address and words (and with them
-- where a reply is mailed) stay as sent. Admins, server code and SQL by hand are not limited.

create function public.limit_contact_message_changes() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  workflow constant text[] := array['status', 'responses', 'response_notes', 'responded_at', 'assigned_to', 'updated_at'];
begin
  if coalesce(auth.role(), '') not in ('anon', 'authenticated') or public.has_role('admin') then
    return new;
  end if;
  if (to_jsonb(new) - workflow) is distinct from (to_jsonb(old) - workflow) then
    raise exception 'Support staff can change only the status, responses, notes and assignment of a message'
      using errcode = '42501';
  end if;
  return new;
end
$$;

create trigger contact_messages_limit_changes before update on public.contact_messages
  for each row execute function public.limit_contact_message_changes();

-- Contact form spam guard -----------------------------------------------------------------------
-- Visitors (anon) are limited per e-mail address, per connection and all together; signed-in
-- people only per account, so nothing a visitor sends can block them. The connection is the
-- first x-forwarded-for address, which the gateway sets to the client's address (IPv6 counted per
-- /64, the block one device usually has). A visitor's submission is logged with its time and
-- network only, and the next submission prunes entries older than an hour.

create table public.contact_form_submissions (
  id bigint generated always as identity primary key,
  sender_network inet,
  created_at timestamptz not null default now()
);
alter table public.contact_form_submissions enable row level security;
revoke all on public.contact_form_submissions from anon, authenticated;
create index contact_form_submissions_created_idx on public.contact_form_submissions (created_at);
create index contact_form_submissions_sender_idx on public.contact_form_submissions (sender_network, created_at);

create or replace function public.enforce_contact_rate_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  per_address constant integer := 10;
  per_connection constant integer := 10;
  all_visitors constant integer := 100;
  per_account constant integer := 20;
  me uuid := auth.uid();
  sender inet;
  mapped text;
  recent integer;
begin
  -- Staff tools and server code run as service_role, seeds as no API role: only the API is limited.
  if coalesce(auth.role(), '') not in ('anon', 'authenticated') then
    return new;
  end if;

  if me is not null then
    -- A signed-in sender's messages are theirs, so they count against their account.
    if new.user_id is null then
      new.user_id := me;
    end if;
    perform pg_advisory_xact_lock(hashtextextended('public.contact_messages account ' || me::text, 0));
    select count(*) into recent from public.contact_messages m
     where m.user_id = me and m.created_at > now() - interval '1 hour';
    if recent >= per_account then
      raise exception 'Too many messages from this account. Please try again in an hour.'
        using errcode = 'PT429';
    end if;
    return new;
  end if;

  -- One visitor at a time, so concurrent requests cannot all slip under the limits.
  perform pg_advisory_xact_lock(hashtextextended('public.contact_messages anonymous', 0));

  select count(*) into recent from public.contact_messages m
   where m.user_id is null and lower(m.email) = lower(new.email)
     and m.created_at > now() - interval '1 hour';
  if recent >= per_address then
    raise exception 'Too many messages from this e-mail address. Please try again in an hour.'
      using errcode = 'PT429';
  end if;

  begin
    sender := btrim(split_part(
      nullif(current_setting('request.headers', true), '')::jsonb ->> 'x-forwarded-for', ',', 1))::inet;
  exception when others then
    sender := null;
  end;
  if sender is not null then
    mapped := substring(host(sender) from '^::ffff:([0-9]+\.[0-9]+\.[0-9]+\.[0-9]+)$');
    if mapped is not null then
      sender := mapped::inet;
    end if;
    sender := case when family(sender) = 6 then network(set_masklen(sender, 64))::inet
                   else set_masklen(sender, 32) end;
    select count(*) into recent from public.contact_form_submissions s
     where s.sender_network = sender and s.created_at > now() - interval '1 hour';
    if recent >= per_connection then
      raise exception 'Too many messages from this connection. Please try again in an hour.'
        using errcode = 'PT429';
    end if;
  end if;

  delete from public.contact_form_submissions s where s.created_at <= now() - interval '1 hour';
  select count(*) into recent from public.contact_form_submissions;
  if recent >= all_visitors then
    raise exception 'Too many messages are arriving right now. Please sign in to send yours, or try again later.'
      using errcode = 'PT429';
  end if;
  insert into public.contact_form_submissions (sender_network) values (sender);
  return new;
end
$$;

-- Deleting one's own account --------------------------------------------------------------------
-- Besides the account and everything that cascades from it: the contact messages sent with its
-- e-mail address or from the account, and the mail queued to that address or about those
-- messages. Usage statistics stay, without the user.

create index if not exists mail_outbox_to_address_idx on public.mail_outbox (lower(to_address));
create index if not exists mail_outbox_contact_message_idx on public.mail_outbox (contact_message_id)
  where contact_message_id is not null;

create or replace function public.delete_own_account() returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  address text;
begin
  if me is null then
    raise exception 'Sign in to delete your account' using errcode = '42501';
  end if;
  if coalesce(auth.jwt() ->> 'aal', 'aal1') <> 'aal2' and exists (
    select 1 from auth.mfa_factors f where f.user_id = me and f.status::text = 'verified'
  ) then
    raise exception 'Verify your second factor before deleting your account' using errcode = '42501';
  end if;
  select lower(u.email::text) into address from auth.users u where u.id = me;
  delete from public.mail_outbox o
   where lower(o.to_address) = address
      or o.contact_message_id in (
        select m.id from public.contact_messages m where m.user_id = me or lower(m.email) = address);
  delete from public.contact_messages m where m.user_id = me or lower(m.email) = address;
  delete from auth.users where id = me;
end
$$;

-- Who may call what -----------------------------------------------------------------------------
-- Nothing is executable by default: not by PUBLIC (PostgreSQL's default for new functions), not
-- by the API roles (Supabase's default privileges in public). Each function the product calls is
-- granted to the roles that call it; trigger functions and internal helpers to nobody.

alter default privileges revoke execute on functions from public;
alter default privileges in schema public revoke execute on functions from anon, authenticated;

revoke execute on all functions in schema public from public, anon, authenticated, service_role;

-- Row-level security policies call has_role for every API role.
grant execute on function public.has_role(text) to anon, authenticated, service_role;

-- Called by signed-in users, from the apps or by functions acting with the user's token.
grant execute on function
  public.increment_profile_counter(uuid, text, integer),
  public.update_feature_usage(uuid, text),
  public.delete_own_account(),
  public.respond_to_contact_message(uuid, text),
  public.assign_contact_message(uuid, uuid),
  public.admin_list_staff(),
  public.admin_analytics_summary(),
  public.admin_feature_usage(),
  public.admin_activity_series(integer),
  public.admin_ai_usage_daily(integer),
  public.admin_contact_overview(),
  public.admin_reorder_testimonials(uuid[])
  to authenticated, service_role;

-- Called only by server code with the service key.
grant execute on function
  public.create_phone_auth_code(text),
  public.verify_phone_auth_code(text, text),
  public.issue_phone_code(uuid, text),
  public.confirm_phone_code(uuid, text, text),
  public.dev_sms_store(text, text),
  public.match_brain_chunks(text, text, integer),
  public.claim_mail_outbox(integer),
  public.finish_mail_outbox(bigint, boolean, text),
  public.dev_mailbox_store(text, text, text, text)
  to service_role;
