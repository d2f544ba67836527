-- Public content: announcements, media, brains and their knowledge, testimonials.

create table public.wizard_announcements (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(title) between 1 and 200),
  content text not null check (char_length(content) <= 10000),
  type text not null default 'info' check (type in ('info', 'warning', 'success', 'error')),
  priority integer not null default 0 check (priority between 0 and 100),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  expires_at timestamptz
);
alter table public.wizard_announcements enable row level security;
create index wizard_announcements_active_idx on public.wizard_announcements (is_active, priority desc, created_at desc);

create policy "announcements: everyone reads active, admin reads all" on public.wizard_announcements
  for select to anon, authenticated
  using ((is_active and (expires_at is null or expires_at > now())) or public.has_role('admin'));
create policy "announcements: admin inserts" on public.wizard_announcements
  for insert to authenticated with check (public.has_role('admin'));
create policy "announcements: admin updates" on public.wizard_announcements
  for update to authenticated using (public.has_role('admin')) with check (public.has_role('admin'));
create policy "announcements: admin deletes" on public.wizard_announcements
  for delete to authenticated using (public.has_role('admin'));

create table public.wizard_media_public (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(title) between 1 and 200),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  summary text not null default '' check (char_length(summary) <= 1000),
  body text not null default '' check (char_length(body) <= 100000),
  kind text not null default 'article' check (kind in ('article', 'book', 'video', 'podcast')),
  cover_url text check (char_length(cover_url) <= 2048),
  published_at timestamptz,
  created_at timestamptz not null default now()
);
alter table public.wizard_media_public enable row level security;

create policy "media: everyone reads published, admin reads all" on public.wizard_media_public
  for select to anon, authenticated
  using ((published_at is not null and published_at <= now()) or public.has_role('admin'));
create policy "media: admin inserts" on public.wizard_media_public
  for insert to authenticated with check (public.has_role('admin'));
create policy "media: admin updates" on public.wizard_media_public
  for update to authenticated using (public.has_role('admin')) with check (public.has_role('admin'));
create policy "media: admin deletes" on public.wizard_media_public
  for delete to authenticated using (public.has_role('admin'));

create table public.wizard_brains (
  brain_id text primary key check (brain_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(brain_id) <= 64),
  title text not null check (char_length(title) between 1 and 120),
  featured_order integer not null default 100,
  -- {snippet_emoji, description, system_prompt, ...}
  brain jsonb not null default '{}'::jsonb check (jsonb_typeof(brain) = 'object'),
  created_at timestamptz not null default now()
);
alter table public.wizard_brains enable row level security;

create policy "brains: everyone reads" on public.wizard_brains
  for select to anon, authenticated using (true);
create policy "brains: admin inserts" on public.wizard_brains
  for insert to authenticated with check (public.has_role('admin'));
create policy "brains: admin updates" on public.wizard_brains
  for update to authenticated using (public.has_role('admin')) with check (public.has_role('admin'));
create policy "brains: admin deletes" on public.wizard_brains
  for delete to authenticated using (public.has_role('admin'));

create table public.brain_documents (
  id uuid primary key default gen_random_uuid(),
  brain_id text not null references public.wizard_brains (brain_id) on delete cascade,
  title text not null check (char_length(title) between 1 and 300),
  source text,
  content text not null check (char_length(content) <= 2000000),
  created_at timestamptz not null default now()
);
alter table public.brain_documents enable row level security;
create index brain_documents_brain_idx on public.brain_documents (brain_id);

create policy "brain documents: signed-in users read" on public.brain_documents
  for select to authenticated using (true);
create policy "brain documents: admin inserts" on public.brain_documents
  for insert to authenticated with check (public.has_role('admin'));
create policy "brain documents: admin updates" on public.brain_documents
  for update to authenticated using (public.has_role('admin')) with check (public.has_role('admin'));
create policy "brain documents: admin deletes" on public.brain_documents
  for delete to authenticated using (public.has_role('admin'));

create table public.brain_document_chunks (
  id bigint generated always as identity primary key,
  document_id uuid not null references public.brain_documents (id) on delete cascade,
  brain_id text not null references public.wizard_brains (brain_id) on delete cascade,
  chunk_index integer not null check (chunk_index >= 0),
  content text not null check (char_length(content) <= 20000),
  search_vector tsvector generated always as (to_tsvector('english', content)) stored,
  unique (document_id, chunk_index)
);
alter table public.brain_document_chunks enable row level security;
create index brain_document_chunks_search_idx on public.brain_document_chunks using gin (search_vector);
create index brain_document_chunks_brain_idx on public.brain_document_chunks (brain_id);

create policy "brain chunks: signed-in users read" on public.brain_document_chunks
  for select to authenticated using (true);
create policy "brain chunks: admin inserts" on public.brain_document_chunks
  for insert to authenticated with check (public.has_role('admin'));
create policy "brain chunks: admin updates" on public.brain_document_chunks
  for update to authenticated using (public.has_role('admin')) with check (public.has_role('admin'));
create policy "brain chunks: admin deletes" on public.brain_document_chunks
  for delete to authenticated using (public.has_role('admin'));

create table public.testimonials (
  id uuid primary key default gen_random_uuid(),
  author_name text not null check (char_length(author_name) between 1 and 120),
  author_title text check (char_length(author_title) <= 160),
  quote text not null check (char_length(quote) between 1 and 2000),
  rating integer check (rating between 1 and 5),
  published boolean not null default false,
  sort_order integer not null default 100,
  created_at timestamptz not null default now()
);
alter table public.testimonials enable row level security;

create policy "testimonials: everyone reads published, admin reads all" on public.testimonials
  for select to anon, authenticated using (published or public.has_role('admin'));
create policy "testimonials: admin inserts" on public.testimonials
  for insert to authenticated with check (public.has_role('admin'));
create policy "testimonials: admin updates" on public.testimonials
  for update to authenticated using (public.has_role('admin')) with check (public.has_role('admin'));
create policy "testimonials: admin deletes" on public.testimonials
  for delete to authenticated using (public.has_role('admin'));
