import { LoadingFallback, Page, useSearchParams } from '@astro/shared';
import Alert from '@mui/material/Alert';
import { useCallback } from 'react';
import { LOAD_BRAINS_ERROR, useGetBrainsQuery } from '../../brains';
import { GrokChat, type AssistantChoice } from '../../grok';
import { withParams } from '../../../lib/search-params';

/** A conversation on this page; its brain comes with it, so the address names none. */
const conversationHref = (id: string) => `/chat?conversation=${encodeURIComponent(id)}`;

/**
 * /chat?brainId=…[&conversation=…]: the one chat, opened with a brain. `chatId` (the brain
 * service's name for a conversation, kept by older links) opens the same conversation. Without a
 * brain in the address the chat opens with the assistant this user chose last, else the first brain.
 */
export default function BrainChatPage() {
  const [params, setParams] = useSearchParams();
  const { data: brains, isError } = useGetBrainsQuery();
  const named = params.get('brainId');
  const conversationId = params.get('conversation') ?? params.get('chatId');
  const unknown = named !== null && brains !== undefined && !brains.some((b) => b.id === named);
  const onConversationChange = useCallback(
    (id: string | null) =>
      setParams((current) => withParams(current, { chatId: null, conversation: id }), {
        // A conversation that just got its id replaces the blank entry; "New" is a new entry.
        replace: id !== null,
      }),
    [setParams],
  );
  const onAssistantChange = useCallback(
    (choice: AssistantChoice) =>
      setParams(
        (current) => withParams(current, { brainId: 'brainId' in choice ? choice.brainId : null }),
        { replace: true },
      ),
    [setParams],
  );

  // A brain or a conversation named by the address: the chat can open at once. Otherwise it waits
  // for the list of brains, so a first visit opens with the first brain rather than with Grok.
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
          initialBrainId={named && !unknown ? named : null}
          fallbackBrainId={brains?.[0]?.id ?? null}
          onAssistantChange={onAssistantChange}
          conversationHref={conversationHref}
        />
      ) : (
        <LoadingFallback />
      )}
    </Page>
  );
}
