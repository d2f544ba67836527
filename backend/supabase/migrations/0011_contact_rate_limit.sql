-- Spam guard for the public contact form: anyone may write to us (RLS allows anonymous inserts),
-- so the database itself caps how often one address or one account can do it. The client-side
-- limit and honeypot on /contact are conveniences; this is the rule.

create index if not exists contact_messages_email_recent_idx
  on public.contact_messages (lower(email), created_at desc);
create index if not exists contact_messages_user_recent_idx
  on public.contact_messages (user_id, created_at desc) where user_id is not null;

create or replace function public.enforce_contact_rate_limit()
returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  recent integer;
begin
  -- Staff tools and server code run as service_role; only the public API is limited.
  if coalesce(current_setting('request.jwt.claims', true)::jsonb ->> 'role', '') = 'service_role' then
    return new;
  end if;

  select count(*) into recent
    from public.contact_messages
   where lower(email) = lower(new.email)
     and created_at > now() - interval '1 hour';
  if recent >= 10 then
    raise exception 'Too many messages from this e-mail address. Please try again in an hour.'
      using errcode = 'PT429';
  end if;

  if new.user_id is not null then
    select count(*) into recent
      from public.contact_messages
     where user_id = new.user_id
       and created_at > now() - interval '1 hour';
    if recent >= 20 then
      raise exception 'Too many messages from this account. Please try again in an hour.'
        using errcode = 'PT429';
    end if;
  end if;
  return new;
end;
$$;

revoke all on function public.enforce_contact_rate_limit() from public;

drop trigger if exists contact_messages_rate_limit on public.contact_messages;
create trigger contact_messages_rate_limit
  before insert on public.contact_messages
  for each row execute function public.enforce_contact_rate_limit();
