-- Account security and profile: unique, validated usernames; the avatars bucket and who may write
-- to it; phone verification sent by the server; deleting one's own account.
-- Runs unchanged on hosted Supabase.

-- Usernames -------------------------------------------------------------------------------------

-- 3 to 30 letters or digits, with spaces, dots, dashes or underscores inside.
create function public.is_valid_username(candidate text) returns boolean
language sql immutable
set search_path = ''
as $$
  select candidate is not null
    and char_length(candidate) between 3 and 30
    and candidate ~ '^[[:alnum:]]([[:alnum:] ._-]*[[:alnum:]])?$'
$$;

-- Existing duplicates (case-insensitive) get a short suffix from their id before the unique index.
update public.profiles p set username = left(p.username, 24) || '-' || left(replace(p.id::text, '-', ''), 5)
where p.username is not null and exists (
  select 1 from public.profiles o
  where lower(o.username) = lower(p.username) and o.id < p.id
);
create unique index profiles_username_unique on public.profiles (lower(username)) where username is not null;

create function public.check_username() returns trigger
language plpgsql
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
create trigger profiles_check_username before insert or update of username on public.profiles
  for each row execute function public.check_username();

-- New accounts get a username derived from the sign-up data; a taken one gets a short suffix,
-- so two people called alex can both sign up.
create or replace function public.handle_new_user() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  base text;
  candidate text;
  attempt integer := 0;
begin
  base := coalesce(nullif(trim(new.raw_user_meta_data ->> 'username'), ''), split_part(new.email, '@', 1), '');
  base := regexp_replace(base, '[^[:alnum:] ._-]', '', 'g');
  base := regexp_replace(left(base, 24), '^[^[:alnum:]]+|[^[:alnum:]]+$', '', 'g');
  if char_length(base) < 3 then
    base := 'user' || left(replace(new.id::text, '-', ''), 5);
  end if;
  candidate := base;
  loop
    begin
      insert into public.profiles (id, username, avatar_url)
      values (new.id, candidate, left(new.raw_user_meta_data ->> 'avatar_url', 2048))
      on conflict (id) do nothing;
      return new;
    exception when unique_violation then
      attempt := attempt + 1;
      if attempt > 5 then
        candidate := null;
      else
        candidate := base || '-' || left(md5(new.id::text || attempt::text), 4 + attempt);
      end if;
    end;
  end loop;
end
$$;

-- Avatars ---------------------------------------------------------------------------------------

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('avatars', 'avatars', true, 2097152, array['image/jpeg', 'image/png', 'image/webp', 'image/gif'])
on conflict (id) do update set public = excluded.public, file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- Anyone may see avatars; only the owner writes, and only inside the folder named after them.
create policy "avatars: public read" on storage.objects
  for select using (bucket_id = 'avatars');
create policy "avatars: owner uploads into own folder" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = auth.uid()::text);
create policy "avatars: owner replaces own files" on storage.objects
  for update to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = auth.uid()::text)
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = auth.uid()::text);
create policy "avatars: owner deletes own files" on storage.objects
  for delete to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = auth.uid()::text);

-- Phone verification sent by the server ---------------------------------------------------------
-- create_phone_auth_code hands the code to its caller. The sms function calls it on the user's
-- behalf and sends the code by SMS; only codes issued that way confirm a phone number, so a
-- browser that asks for a code itself cannot skip the text message.

alter table public.phone_auth_codes add column issued_by_server boolean not null default false;

-- Runs `fn` as if `user_id` had called it through the API.
create function public.act_as_user(user_id uuid) returns void
language plpgsql
set search_path = ''
as $$
begin
  perform set_config('request.jwt.claims', jsonb_build_object('sub', user_id, 'role', 'authenticated')::text, true);
  perform set_config('request.jwt.claim.sub', user_id::text, true);
end
$$;
revoke execute on function public.act_as_user(uuid) from public, anon, authenticated;

create function public.issue_phone_code(user_id uuid, phone_number text) returns text
language plpgsql security definer
set search_path = ''
as $$
declare
  code text;
begin
  perform public.act_as_user(issue_phone_code.user_id);
  code := public.create_phone_auth_code(issue_phone_code.phone_number);
  update public.phone_auth_codes c set issued_by_server = true
    where c.user_id = issue_phone_code.user_id and c.phone_number = issue_phone_code.phone_number
      and c.used_at is null and c.created_at = now();
  return code;
end
$$;

-- True when the code was right and issued by the server; the number then becomes the account's
-- confirmed phone (stored without the leading +, as the auth service does).
create function public.confirm_phone_code(user_id uuid, phone_number text, submitted_code text)
returns boolean
language plpgsql security definer
set search_path = ''
as $$
begin
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

-- The local stack's SMS outbox (read at /_dev/sms); false where it does not exist.
create function public.dev_sms_store(to_phone text, body text) returns boolean
language plpgsql security definer
set search_path = ''
as $$
begin
  if to_regclass('stack_dev.sms') is null then
    return false;
  end if;
  execute 'insert into stack_dev.sms (to_phone, body) values ($1, $2)' using dev_sms_store.to_phone, dev_sms_store.body;
  return true;
end
$$;

-- Deleting one's own account --------------------------------------------------------------------
-- Removes the account and, through the foreign keys, the profile, charts, chats, lessons progress,
-- roles and sessions; messages the user sent us go too. Usage statistics stay, without the user.
-- With a second factor enrolled, the caller must have passed it (aal2).
create function public.delete_own_account() returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
begin
  if me is null then
    raise exception 'Sign in to delete your account' using errcode = '42501';
  end if;
  if coalesce(auth.jwt() ->> 'aal', 'aal1') <> 'aal2' and exists (
    select 1 from auth.mfa_factors f where f.user_id = me and f.status::text = 'verified'
  ) then
    raise exception 'Verify your second factor before deleting your account' using errcode = '42501';
  end if;
  delete from public.contact_messages where user_id = me;
  delete from auth.users where id = me;
end
$$;

revoke execute on function public.issue_phone_code(uuid, text), public.confirm_phone_code(uuid, text, text),
  public.dev_sms_store(text, text), public.delete_own_account()
  from public, anon, authenticated;
grant execute on function public.issue_phone_code(uuid, text), public.confirm_phone_code(uuid, text, text),
  public.dev_sms_store(text, text)
  to service_role;
grant execute on function public.delete_own_account() to authenticated;
