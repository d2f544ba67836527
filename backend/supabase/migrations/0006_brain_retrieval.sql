-- Grounded answers for the brains: knowledge documents are cut into chunks automatically and
-- searched with PostgreSQL full-text search. Runs unchanged on hosted Supabase.

-- Splits a document into chunks of whole paragraphs of at most `target_chars` characters; a
-- longer paragraph is cut at sentence ends, and a longer sentence is cut hard, so a chunk always
-- fits the 20000-character check of brain_document_chunks and a prompt's budget.
create function public.brain_document_chunk_texts(content text, target_chars integer default 1200)
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

-- Keeps a document's chunks in step with its content, whoever writes it (admins through the
-- API, seed files, SQL by hand). Security definer because the chunk table is admin-write only.
create function public.rechunk_brain_document() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  delete from public.brain_document_chunks where document_id = new.id;
  insert into public.brain_document_chunks (document_id, brain_id, chunk_index, content)
  select new.id, new.brain_id, (n - 1)::integer, chunk
  from public.brain_document_chunk_texts(new.content) with ordinality as t (chunk, n);
  return null;
end
$$;
revoke execute on function public.rechunk_brain_document() from public, anon, authenticated;

create trigger brain_documents_rechunk
  after insert or update of content, brain_id on public.brain_documents
  for each row execute function public.rechunk_brain_document();

-- A chunk written explicitly for a (document, index) replaces the one already there, so an admin
-- can hand-tune one chunk; editing the document regenerates them all. Runs with the writer's
-- rights: for anyone but an admin, row-level security lets the delete touch nothing and the
-- insert itself is refused.
create function public.replace_brain_chunk() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  delete from public.brain_document_chunks c
  where c.document_id = new.document_id and c.chunk_index = new.chunk_index;
  return new;
end
$$;

create trigger brain_document_chunks_replace
  before insert on public.brain_document_chunks
  for each row execute function public.replace_brain_chunk();

-- Documents that existed before this migration get their chunks now.
update public.brain_documents set content = content;

-- The best-matching chunks of one brain for a question. Any word of the question may match
-- (a question is not a search expression: requiring every word would find almost nothing);
-- chunks matching more and rarer words rank first, and a match in the title counts double.
create function public.match_brain_chunks(brain_id text, query text, match_count integer default 4)
returns table (
  chunk_id bigint,
  document_id uuid,
  title text,
  source text,
  chunk_index integer,
  content text,
  rank real
)
language sql stable
set search_path = ''
as $$
  with question as (
    select to_tsquery('simple', string_agg('''' || lexeme || '''', ' | ')) as q
    from unnest(tsvector_to_array(to_tsvector('english', left(coalesce(match_brain_chunks.query, ''), 4000)))) as lexeme
    where lexeme !~ '[''\\]'
  )
  select c.id, c.document_id, d.title, d.source, c.chunk_index, c.content,
         (ts_rank(c.search_vector, question.q, 1)
          + 2 * ts_rank(to_tsvector('english', d.title), question.q, 1))::real as rank
  from question
  join public.brain_document_chunks c on c.search_vector @@ question.q
  join public.brain_documents d on d.id = c.document_id
  where question.q is not null and c.brain_id = match_brain_chunks.brain_id
  order by rank desc, c.id
  limit least(greatest(coalesce(match_brain_chunks.match_count, 4), 1), 12)
$$;
revoke execute on function public.match_brain_chunks(text, text, integer) from public, anon;
grant execute on function public.match_brain_chunks(text, text, integer) to authenticated, service_role;

-- Per-user usage lookups (a user's own history, admin drill-down).
create index ai_usage_user_idx on public.ai_usage (user_id, created_at desc);
