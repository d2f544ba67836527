-- Only the server writes a brain's answers. A brain chat's owner inserts questions (the brain
-- function does, with the user's token), but until now the insert grant let the same token put
-- an `assistant` row (and its `sources`) into the chat, and the next question sent it to the
-- provider as the assistant's own earlier turn. The answer columns are now the server's, like
-- `claim_checks` and `model`, and a row a user inserts must be a question.

revoke insert on public.chat_history from anon, authenticated;
grant insert (id, chat_id, user_id, brain_id, user_message, message_time)
  on public.chat_history to authenticated;

drop policy "chat history: owner inserts into own chat" on public.chat_history;
create policy "chat history: owner inserts questions into own chat" on public.chat_history
  for insert to authenticated
  with check (
    user_id = auth.uid()
    and user_message is not null
    and exists (select 1 from public.brain_chats c where c.chat_id = chat_history.chat_id and c.user_id = auth.uid())
  );
