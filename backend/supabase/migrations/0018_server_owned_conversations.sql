-- Grok conversations are written by the server alone (the grok function, with the service key):
-- browsers read them, rename and delete them, and never write messages. Conversations saved by
-- earlier versions of the app as one `messages` array become grok_messages rows here, one branch
-- in their original order, and the array column goes: nothing can rewrite a conversation whole.
-- Runs unchanged on hosted Supabase.

do $$
declare
  conversation record;
  item record;
  previous uuid;
  inserted uuid;
  parts jsonb;
  saved_at timestamptz;
  previous_at timestamptz;
begin
  for conversation in
    select c.id, c.user_id, c.model, c.messages, c.created_at
      from public.grok_conversations c
     where jsonb_typeof(c.messages) = 'array' and jsonb_array_length(c.messages) > 0
       and not exists (select 1 from public.grok_messages m where m.conversation_id = c.id)
  loop
    previous := null;
    previous_at := null;
    for item in
      select value as message, ordinality
        from jsonb_array_elements(conversation.messages) with ordinality
    loop
      -- Only the shapes the app ever saved; anything else is skipped rather than guessed at.
      continue when jsonb_typeof(item.message) <> 'object'
        or item.message->>'role' not in ('user', 'assistant');
      parts := case jsonb_typeof(item.message->'content')
        when 'string' then jsonb_build_array(jsonb_build_object('type', 'text', 'text', item.message->>'content'))
        when 'array' then item.message->'content'
        else '[]'::jsonb
      end;
      -- The saved time when it is one, but never before the message it follows: the array's
      -- order is the conversation's.
      begin
        saved_at := (item.message->>'created_at')::timestamptz;
      exception when others then
        saved_at := null;
      end;
      saved_at := case
        when previous_at is null then coalesce(saved_at, conversation.created_at)
        else greatest(coalesce(saved_at, previous_at), previous_at + interval '1 millisecond')
      end;
      previous_at := saved_at;
      insert into public.grok_messages
        (conversation_id, parent_id, user_id, role, content, reasoning, model, status, created_at)
      values (
        conversation.id,
        previous,
        conversation.user_id,
        item.message->>'role',
        parts,
        left(item.message->>'reasoning', 200000),
        left(coalesce(nullif(item.message->>'model', ''), conversation.model), 100),
        case when (item.message->>'stopped') = 'true' then 'stopped' else 'complete' end,
        saved_at
      )
      returning id into inserted;
      previous := inserted;
    end loop;
  end loop;
end
$$;

alter table public.grok_conversations drop column messages;

-- Created by the server with the first question; the owner renames (title) and deletes.
drop policy "grok conversations: owner inserts" on public.grok_conversations;
revoke insert, update on public.grok_conversations from anon, authenticated;
grant update (title) on public.grok_conversations to authenticated;
