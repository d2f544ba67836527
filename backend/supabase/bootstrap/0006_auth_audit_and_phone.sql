-- LOCAL STACK ONLY. Hosted Supabase's auth schema already has these: the pending phone change
-- and reauthentication columns of auth.users, and the audit trail of auth events that
-- GET /auth/v1/admin/audit reads. No API role gets any privilege on the audit table.

alter table auth.users add column if not exists phone_change text default '';
alter table auth.users add column if not exists phone_change_sent_at timestamptz;
alter table auth.users add column if not exists reauthentication_sent_at timestamptz;

create table if not exists auth.audit_log_entries (
  instance_id uuid,
  id uuid primary key default gen_random_uuid(),
  payload jsonb,
  created_at timestamptz default now(),
  ip_address varchar(64) not null default ''
);
create index if not exists audit_logs_instance_id_idx on auth.audit_log_entries (instance_id);
create index if not exists audit_log_entries_created_at_idx on auth.audit_log_entries (created_at desc);
