-- LOCAL STACK ONLY. Every try at a code typed by hand counts against that code: an e-mail code
-- (sign-up, magic link, recovery, e-mail change) or a second-factor challenge takes at most
-- five tries, the right one included, and then no longer verifies. Counting each try before
-- the comparison means parallel guesses cannot slip past the limit.

alter table auth.one_time_tokens
  add column if not exists verify_attempts integer not null default 0;

alter table auth.mfa_challenges
  add column if not exists verify_attempts integer not null default 0;

-- Codes are looked up by address; the link token keeps its own unique index.
create index if not exists one_time_tokens_relates_to_idx
  on auth.one_time_tokens (relates_to, token_type) where used_at is null;
