-- The four RPCs of the product, with the argument names the client sends.

create function public.increment_profile_counter(user_id uuid, counter_name text, increment_by integer default 1)
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
  if auth.uid() is null or increment_profile_counter.user_id is distinct from auth.uid() then
    raise exception 'You can only update your own profile counters' using errcode = '42501';
  end if;
  if counter_name is null or not (counter_name = any (allowed)) then
    raise exception 'Unknown counter "%"', counter_name
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

create function public.update_feature_usage(user_id uuid, feature_name text)
returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  stats jsonb;
begin
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

-- Phone verification codes. Only a salted digest is stored; the table is reachable only through
-- the two functions below, so row-level security is on with no policies at all.
create table public.phone_auth_codes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  phone_number text not null,
  code_salt text not null,
  code_hash text not null,
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
alter table public.phone_auth_codes enable row level security;
revoke all on public.phone_auth_codes from anon, authenticated;
create index phone_auth_codes_lookup_idx on public.phone_auth_codes (user_id, phone_number, created_at desc);

create function public.create_phone_auth_code(phone_number text)
returns text
language plpgsql security definer
set search_path = ''
as $$
declare
  code text;
  salt text;
  recent integer;
begin
  if auth.uid() is null then
    raise exception 'Sign in to verify a phone number' using errcode = '42501';
  end if;
  if phone_number is null or phone_number !~ '^\+[1-9][0-9]{6,14}$' then
    raise exception 'Invalid phone number' using errcode = '22023', hint = 'Use the international format, e.g. +14155550123.';
  end if;
  select count(*) into recent from public.phone_auth_codes c
    where c.user_id = auth.uid() and c.created_at > now() - interval '1 hour';
  if recent >= 10 then
    raise exception 'Too many verification codes requested; try again later' using errcode = '54000';
  end if;
  -- A new code replaces any earlier one for the same number.
  update public.phone_auth_codes c set used_at = now()
    where c.user_id = auth.uid() and c.phone_number = create_phone_auth_code.phone_number and c.used_at is null;
  code := lpad(((('x' || encode(extensions.gen_random_bytes(4), 'hex'))::bit(32)::bigint) % 1000000)::text, 6, '0');
  salt := encode(extensions.gen_random_bytes(16), 'hex');
  insert into public.phone_auth_codes (user_id, phone_number, code_salt, code_hash, expires_at)
  values (auth.uid(), create_phone_auth_code.phone_number, salt,
          encode(sha256(convert_to(salt || ':' || code, 'UTF8')), 'hex'), now() + interval '10 minutes');
  return code;
end
$$;

create function public.verify_phone_auth_code(phone_number text, submitted_code text)
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

revoke execute on function public.increment_profile_counter(uuid, text, integer) from public, anon;
revoke execute on function public.update_feature_usage(uuid, text) from public, anon;
revoke execute on function public.create_phone_auth_code(text) from public, anon;
revoke execute on function public.verify_phone_auth_code(text, text) from public, anon;
grant execute on function public.increment_profile_counter(uuid, text, integer) to authenticated, service_role;
grant execute on function public.update_feature_usage(uuid, text) to authenticated, service_role;
grant execute on function public.create_phone_auth_code(text) to authenticated, service_role;
grant execute on function public.verify_phone_auth_code(text, text) to authenticated, service_role;
