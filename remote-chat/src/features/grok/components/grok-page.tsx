import { Page, useSearchParams } from '@astro/shared';
import GrokChat from './grok-chat';

/** /grok: the full-page assistant; `?conversation=<id>` continues a saved conversation. */
export default function GrokPage() {
  const [params] = useSearchParams();
  const conversationId = params.get('conversation');
  return (
    <Page
      title="Grok AI Assistant"
      description="Chat with Grok, xAI's model: streamed answers, image understanding, visible reasoning and image generation."
      source="chat"
    >
      <GrokChat key={conversationId ?? 'new'} variant="page" conversationId={conversationId} />
    </Page>
  );
}
