import {
  LoadingFallback,
  Page,
  selectSessionUser,
  useAppSelector,
  useSearchParams,
} from '@astro/shared';
import Alert from '@mui/material/Alert';
import { useCallback, useState } from 'react';
import { LOAD_BRAINS_ERROR, useGetBrainsQuery } from '../../brains';
import { GrokChat, readAssistantChoice, type AssistantChoice } from '../../grok';

/**
 * /chat?brainId=…[&conversation=…]: the one chat, opened with a brain. `chatId` (the brain
 * service's name for a conversation, kept by older links) opens the same conversation. Without a
 * brain in the address the chat opens with the brain this user chose last, else the first one.
 */
export default function BrainChatPage() {
  const [params, setParams] = useSearchParams();
  const userId = useAppSelector(selectSessionUser)?.id;
  const { data: brains, isError } = useGetBrainsQuery();
  const [remembered] = useState(() => readAssistantChoice(userId));
  const named = params.get('brainId');
  const conversationId = params.get('conversation') ?? params.get('chatId');
  const unknown = named !== null && brains !== undefined && !brains.some((b) => b.id === named);
  const fallback =
    remembered && 'brainId' in remembered ? remembered.brainId : (brains?.[0]?.id ?? null);
  // An open conversation keeps its own brain: only a new one needs a default.
  const brainId = named && !unknown ? named : conversationId ? null : fallback;

  const onConversationChange = useCallback(
    (id: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('chatId');
          if (id) next.set('conversation', id);
          else next.delete('conversation');
          return next;
        },
        // A conversation that just got its id replaces the blank entry; "New" is a new entry.
        { replace: id !== null },
      ),
    [setParams],
  );
  const onAssistantChange = useCallback(
    (choice: AssistantChoice) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if ('brainId' in choice) next.set('brainId', choice.brainId);
          else next.delete('brainId');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // A brain named by the address, or none: the chat can open at once. Otherwise it waits for the
  // list of brains, so it does not open with Grok and then switch.
  const ready = (named !== null && !unknown) || conversationId !== null || brains || isError;

  return (
    <Page
      title="Brain Chat"
      description="Ask a specialised astrology brain and read its grounded answer with the sources it cites."
      source="chat"
    >
      {isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {LOAD_BRAINS_ERROR}
        </Alert>
      )}
      {unknown && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {`There is no brain called "${named}". Choose an assistant below.`}
        </Alert>
      )}
      {ready ? (
        <GrokChat
          variant="page"
          history
          conversationId={conversationId}
          onConversationChange={onConversationChange}
          initialBrainId={brainId}
          onAssistantChange={onAssistantChange}
        />
      ) : (
        <LoadingFallback />
      )}
    </Page>
  );
}
