-- Two-step verification enforced by the database: once a user has a verified second factor, their
-- rows answer only to a token that passed it (aal2). A password-only sign-in (aal1) of such an
-- account sees and changes nothing, so a stolen password is not enough to reach the data.
-- This is the rule Supabase documents as "Enforce MFA for users who have enrolled", written once
-- as a helper and applied by one restrictive policy per table.
-- Runs unchanged on hosted Supabase.

-- Not an exposed schema: the helper is for policies, never callable through /rest/v1/rpc.
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to authenticated;

-- True when the caller's token is good enough for their account: aal2, or an account without a
-- verified factor. Security definer because auth.mfa_factors is not readable by API roles; a
-- token without an `aal` claim counts as aal1.
create or replace function private.has_required_aal() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'aal', 'aal1') = 'aal2'
    or not exists (
      select 1 from auth.mfa_factors f
      where f.user_id = auth.uid() and f.status = 'verified'
    )
$$;
revoke execute on function private.has_required_aal() from public, anon;
grant execute on function private.has_required_aal() to authenticated;

-- One restrictive policy on every table with row-level security. Restrictive policies are ANDed
-- with the permissive ones, so each table's own rules still decide which rows; this only adds the
-- assurance level. `(select …)` makes PostgreSQL evaluate the helper once per statement, not per
-- row. A table created by a later migration must get the same policy (see backend/README.md).
do $$
declare
  target record;
begin
  for target in
    select schemaname, tablename from pg_catalog.pg_tables
    where schemaname = 'public' and rowsecurity
  loop
    execute format('drop policy if exists %I on %I.%I',
      'mfa: aal2 once a factor is verified', target.schemaname, target.tablename);
    execute format(
      'create policy %I on %I.%I as restrictive for all to authenticated '
      'using ((select private.has_required_aal())) with check ((select private.has_required_aal()))',
      'mfa: aal2 once a factor is verified', target.schemaname, target.tablename);
  end loop;
end
$$;

-- Files follow the same rule as rows.
drop policy if exists "mfa: aal2 once a factor is verified" on storage.objects;
create policy "mfa: aal2 once a factor is verified" on storage.objects
  as restrictive for all to authenticated
  using ((select private.has_required_aal()))
  with check ((select private.has_required_aal()));
