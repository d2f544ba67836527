-- LOCAL STACK ONLY. Refresh-token rotation also returns the user's MFA factors, so a refresh
-- is a single round trip to the database (the token response carries the factors).
-- The result type changes, which `create or replace` cannot do: drop and recreate.

drop function if exists auth.rotate_refresh_token(text, text, integer);

create function auth.rotate_refresh_token(old_hash text, new_hash text, grace_ms integer)
returns table (outcome text, session_id uuid, aal text, amr jsonb, user_row jsonb, identities jsonb, factors jsonb)
language plpgsql
set search_path = ''
as $$
declare
  current_token record;
  active record;
  parent bigint;
begin
  -- Locking the token and its session makes concurrent refreshes of one session take turns.
  select rt.id, rt.session_id, rt.user_id, rt.revoked, rt.revoked_at, s.aal, s.amr
    into current_token
    from auth.refresh_tokens rt join auth.sessions s on s.id = rt.session_id
    where rt.token_hash = old_hash
    for update of rt, s;
  if not found then
    return query select 'not_found'::text, null::uuid, null::text, null::jsonb, null::jsonb, null::jsonb, null::jsonb;
    return;
  end if;
  parent := current_token.id;
  if current_token.revoked then
    select t.id, t.parent_id into active from auth.refresh_tokens t
      where t.session_id = current_token.session_id and not t.revoked
      order by t.id desc limit 1;
    -- Only the direct parent of the active token, retried within the grace period, is a retry.
    if active.id is null or active.parent_id is distinct from current_token.id
       or coalesce(current_token.revoked_at, '-infinity') < now() - make_interval(secs => grace_ms / 1000.0) then
      delete from auth.sessions where id = current_token.session_id;
      return query select 'reused'::text, null::uuid, null::text, null::jsonb, null::jsonb, null::jsonb, null::jsonb;
      return;
    end if;
    parent := active.id;
  end if;
  update auth.refresh_tokens set revoked = true, revoked_at = now() where id = parent and not revoked;
  insert into auth.refresh_tokens (token_hash, user_id, session_id, parent_id)
    values (new_hash, current_token.user_id, current_token.session_id, parent);
  return query select
    'ok'::text,
    current_token.session_id,
    current_token.aal,
    current_token.amr,
    (select to_jsonb(u) from auth.users u where u.id = current_token.user_id and u.deleted_at is null),
    coalesce((select jsonb_agg(to_jsonb(i) order by i.created_at) from auth.identities i where i.user_id = current_token.user_id), '[]'::jsonb),
    coalesce((select jsonb_agg(to_jsonb(f) order by f.created_at) from auth.mfa_factors f where f.user_id = current_token.user_id), '[]'::jsonb);
end
$$;

revoke all on function auth.rotate_refresh_token(text, text, integer) from public;
