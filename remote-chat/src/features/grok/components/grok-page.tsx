import { Page, useSearchParams } from '@astro/shared';
import { useCallback } from 'react';
import GrokChat from './grok-chat';

/**
 * /grok: the full-page assistant with the user's conversations beside it. `?conversation=<id>`
 * opens one; the id appears as soon as a new conversation's first question is stored, so a reload
 * or a shared link brings it back.
 */
export default function GrokPage() {
  const [params, setParams] = useSearchParams();
  const conversationId = params.get('conversation');
  const onConversationChange = useCallback(
    // A conversation that just got its id replaces the blank /grok entry; "New" is a new entry.
    (id: string | null) => setParams(id ? { conversation: id } : {}, { replace: id !== null }),
    [setParams],
  );
  return (
    <Page
      title="Grok AI Assistant"
      description="Chat with Grok, xAI's model: streamed answers, image understanding, visible reasoning and image generation."
      source="chat"
    >
      <GrokChat
        variant="page"
        history
        conversationId={conversationId}
        onConversationChange={onConversationChange}
      />
    </Page>
  );
}
