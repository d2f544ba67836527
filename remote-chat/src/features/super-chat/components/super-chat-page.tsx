import { LoadingFallback, Page, useSearchParams } from '@astro/shared';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { LOAD_BRAINS_ERROR, useGetBrainsQuery } from '../../brains';
import { GrokChat, isSelectableModel, type AssistantChoice } from '../../grok';
import { withParams } from '../../../lib/search-params';

/** product §2: modelType=grok&modelId=… or modelType=brain&brainId=…, as Send-to-AI writes them. */
function namedAssistant(params: URLSearchParams): AssistantChoice | null {
  const type = params.get('modelType');
  const modelId = params.get('modelId') ?? '';
  const brainId = params.get('brainId') ?? '';
  if (type === 'grok' && isSelectableModel(modelId)) return { model: modelId };
  if (type === 'brain' && brainId) return { brainId };
  return null;
}

/** A conversation on this page; it brings its own assistant, so the address names none. */
const conversationHref = (id: string) => `/super-chat?conversationId=${encodeURIComponent(id)}`;

/**
 * /super-chat: the one chat, opened with the assistant and conversation the address names. Send-to-AI
 * hands a conversation over here in a new tab (`conversationId`, or `chatId` for a brain).
 */
export default function SuperChatPage() {
  const [params, setParams] = useSearchParams();
  const named = namedAssistant(params);
  const brains = useGetBrainsQuery();
  const unknownBrain =
    named !== null &&
    'brainId' in named &&
    brains.data !== undefined &&
    !brains.data.some((b) => b.id === named.brainId);
  const assistant = unknownBrain ? null : named;
  const conversationId = params.get('conversationId') ?? params.get('chatId');
  // A brain the address names is checked against the list before the chat opens with it.
  const ready = !(named && 'brainId' in named) || brains.data !== undefined || brains.isError;

  const onConversationChange = useCallback(
    (id: string | null) =>
      setParams((current) => withParams(current, { chatId: null, conversationId: id }), {
        replace: id !== null,
      }),
    [setParams],
  );
  const onAssistantChange = useCallback(
    (choice: AssistantChoice) =>
      setParams(
        (current) =>
          withParams(
            current,
            'brainId' in choice
              ? { modelType: 'brain', brainId: choice.brainId, modelId: null }
              : { modelType: 'grok', modelId: choice.model, brainId: null },
          ),
        { replace: true },
      ),
    [setParams],
  );

  return (
    <Page
      title="SuperChat"
      description="Continue a conversation with any Grok model or brain, including ones handed over from Send to AI."
      source="chat"
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {conversationId
          ? 'Your conversation continues here. Ask a follow-up question below.'
          : 'Choose a Grok model or a brain and start a conversation.'}
      </Typography>
      {brains.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {LOAD_BRAINS_ERROR}
        </Alert>
      )}
      {params.get('modelType') && (!named || unknownBrain) && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          This link names no known model or brain. Choose an assistant below.
        </Alert>
      )}
      {ready ? (
        <GrokChat
          variant="page"
          history
          conversationId={conversationId}
          onConversationChange={onConversationChange}
          onAssistantChange={onAssistantChange}
          {...(assistant && 'model' in assistant ? { initialModel: assistant.model } : {})}
          {...(assistant && 'brainId' in assistant ? { initialBrainId: assistant.brainId } : {})}
          imageGeneration={false}
          conversationHref={conversationHref}
        />
      ) : (
        <LoadingFallback />
      )}
    </Page>
  );
}
