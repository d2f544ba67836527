-- The assurance-level check is a restrictive policy on every table, so it runs in every statement
-- a signed-in user makes, and realtime runs it once per subscriber for every change. auth.jwt()
-- and auth.uid() each parse the whole claims JSON; reading the claims once makes the check about
-- a quarter cheaper. Same rule as 0013.
create or replace function private.has_required_aal() returns boolean
language plpgsql stable security definer
set search_path = ''
as $$
declare
  claims jsonb := auth.jwt();
begin
  return coalesce(claims ->> 'aal', 'aal1') = 'aal2'
    or not exists (
      select 1 from auth.mfa_factors f
      where f.user_id = coalesce(
          nullif(pg_catalog.current_setting('request.jwt.claim.sub', true), ''),
          claims ->> 'sub'
        )::uuid
        and f.status = 'verified'
    );
end
$$;
