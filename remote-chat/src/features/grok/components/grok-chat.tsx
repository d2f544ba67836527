import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useState } from 'react';
import { selectSessionUser, useAppSelector } from '@astro/shared';
import { useConversationExport } from '../hooks/use-conversation-export';
import { useGrokChat, type GrokChatOptions } from '../hooks/use-grok-chat';
import { useNamedAssistant } from '../hooks/use-named-assistant';
import { useProviderKey } from '../hooks/use-provider-key';
import { API_KEY_REQUIRED } from '../model/grok-errors';
import {
  readAssistantChoice,
  rememberAssistantChoice,
  type AssistantChoice,
} from '../model/assistant-choice';
import { findModel } from '../model/grok-models';
import { ChatComposer } from './chat-composer';
import { ChatEmptyState } from './chat-empty-state';
import { ChatToolbar } from './chat-toolbar';
import { ChatWithHistory } from './chat-with-history';
import { ImageGenerationBox } from './image-generation-box';
import { MessageBubble } from './message-bubble';
import { ModelSelect } from './model-select';
import { ReasoningPanel } from './reasoning-panel';
import { StickyComposer } from './sticky-composer';
import { ThinkingIndicator } from './thinking-indicator';
import { ChartAttachments, chartLimitOf, chartRequest } from '../../attached-charts';
import { useGetBrainsQuery } from '../../brains';
import { ChatLog } from '../../../components';

const ApiKeyDialog = lazy(() => import('./api-key-dialog'));

export { EMPTY_STATE } from './chat-empty-state';

export interface GrokChatProps extends GrokChatOptions {
  /** 'page' fills a page; 'embedded' fits a card or dialog (e.g. the admin dashboard). */
  variant?: 'page' | 'embedded';
  /** Show the image generation box under the chat (default: on the page variant only). */
  imageGeneration?: boolean;
  /** Show the user's conversations: a sidebar on wide screens, a drawer on narrow ones. */
  history?: boolean;
  /** The user chose another assistant (a page keeps its address in step). */
  onAssistantChange?: (choice: AssistantChoice) => void;
  /** The page's address for one of the conversations beside the chat (default: /grok's). */
  conversationHref?: (id: string) => string;
  /** The brain a new chat opens with when the page names none and the user never chose one. */
  fallbackBrainId?: string | null;
}

/**
 * The Grok chat widget: model choice, streamed markdown answers with Stop, images by attach or
 * paste, an optional reasoning panel, and conversations saved to the user's threads.
 */
export default function GrokChat({
  variant = 'page',
  imageGeneration,
  history = false,
  onAssistantChange,
  conversationHref,
  fallbackBrainId,
  ...options
}: GrokChatProps) {
  const userId = useAppSelector(selectSessionUser)?.id;
  // A new chat opens with the assistant this user chose last, unless the page names one.
  const [remembered] = useState((): AssistantChoice | null =>
    options.initialModel || options.initialBrainId || options.model !== undefined
      ? null
      : (readAssistantChoice(userId) ?? (fallbackBrainId ? { brainId: fallbackBrainId } : null)),
  );
  const chat = useGrokChat({
    ...options,
    ...(remembered && 'model' in remembered ? { initialModel: remembered.model } : {}),
    ...(remembered && 'brainId' in remembered ? { initialBrainId: remembered.brainId } : {}),
  });
  const [showReasoning, setShowReasoning] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [keyDialogOpen, setKeyDialogOpen] = useState(false);
  const { serverKey, userKey, reread: rereadUserKey } = useProviderKey();
  const model = findModel(chat.model);
  const embedded = variant === 'embedded';

  const keyMissing = serverKey === false && !userKey;
  const last = chat.messages[chat.messages.length - 1];
  // The admin panel's own picker drives the model there; a second one would disagree.
  const modelPickedOutside = options.model !== undefined && embedded;
  const { data: brains } = useGetBrainsQuery(undefined, { skip: modelPickedOutside });
  const brain = chat.brainId ? brains?.find((b) => b.id === chat.brainId) : undefined;
  const exportConversation = useConversationExport(chat, brain?.title ?? 'Grok');

  const chooseAssistant = (choice: AssistantChoice) => {
    chat.setAssistant(choice);
    rememberAssistantChoice(userId, choice);
    onAssistantChange?.(choice);
  };

  useNamedAssistant(options, chat.setAssistant);

  const conversation = (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Paper variant="outlined" sx={{ p: { xs: 1, md: 2 } }}>
        <Stack spacing={2}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            {!modelPickedOutside && (
              <ModelSelect
                value={chat.model}
                onChange={(model) => chooseAssistant({ model })}
                brains={brains}
                brainId={chat.brainId}
                onBrainChange={(brainId) => chooseAssistant({ brainId })}
                disabled={chat.busy}
              />
            )}
            <ChatToolbar
              onOpenHistory={history ? () => setHistoryOpen(true) : undefined}
              showReasoning={showReasoning}
              onShowReasoning={setShowReasoning}
              idle={!chat.busy && chat.messages.length > 0}
              onNew={chat.newConversation}
              onExport={exportConversation}
              onKeySettings={
                serverKey === false || userKey ? () => setKeyDialogOpen(true) : undefined
              }
            />
          </Stack>

          {keyMissing && (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" size="small" onClick={() => setKeyDialogOpen(true)}>
                  Settings
                </Button>
              }
            >
              {API_KEY_REQUIRED}
            </Alert>
          )}

          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: showReasoning
                ? { xs: '1fr', md: embedded ? '1fr' : 'minmax(0, 2fr) minmax(0, 1fr)' }
                : '1fr',
            }}
          >
            <ChatLog
              label={`Conversation with ${brain ? brain.title : 'Grok'}`}
              busy={chat.busy}
              loading={chat.status === 'loading'}
              emptyState={chat.messages.length === 0 ? <ChatEmptyState brain={brain} /> : null}
              pending={
                chat.status === 'thinking' ? <ThinkingIndicator step={chat.thinkingStep} /> : null
              }
              contents={chat.messages}
              minHeight={embedded ? 260 : 320}
              maxHeight={embedded ? 420 : '60vh'}
              scroll={embedded ? 'inner' : 'page'}
            >
              {chat.messages.map((message) =>
                message.role === 'assistant' &&
                message.content.length === 0 &&
                message.status === 'streaming' ? null : (
                  <MessageBubble
                    key={message.id}
                    message={message}
                    streaming={chat.status === 'streaming' && message === last}
                    versions={chat.versionsOf(message)}
                    onShowVersion={chat.showVersion}
                    assistantName={brain?.title}
                    {...(chat.busy
                      ? {}
                      : {
                          onRegenerate: () => void chat.regenerate(message),
                          onEdit: (text: string) => void chat.edit(message, text),
                        })}
                  />
                ),
              )}
            </ChatLog>
            {showReasoning && <ReasoningPanel messages={chat.messages} />}
          </Box>

          <StickyComposer sticky={!embedded}>
            <Stack spacing={2}>
              {chat.error && (
                <Alert
                  severity="error"
                  role="alert"
                  onClose={chat.clearError}
                  data-testid="grok-error"
                >
                  {chat.error}
                </Alert>
              )}
              {chat.offline && (
                <Alert severity="info" role="status">
                  Live updates are paused; this conversation catches up when the connection is back.
                </Alert>
              )}

              <ChartAttachments
                chartIds={chat.chartIds}
                limit={chartLimitOf(brain?.chartSlots ?? 1)}
                onChange={chat.setCharts}
                disabled={chat.busy || chat.status === 'loading'}
                request={
                  brain && chat.status !== 'loading'
                    ? chartRequest(brain.title, brain.chartSlots, chat.chartIds.length)
                    : null
                }
              />
              <ChatComposer
                busy={chat.busy}
                visionModel={model?.vision ?? false}
                onSend={chat.send}
                onStop={chat.stop}
                onError={chat.reportError}
                onClearError={chat.clearError}
                assistantName={brain?.title}
              />
            </Stack>
          </StickyComposer>
        </Stack>
      </Paper>

      {(imageGeneration ?? !embedded) && <ImageGenerationBox />}
    </Stack>
  );

  return (
    <Box data-testid="grok-chat" data-variant={variant}>
      {history ? (
        <ChatWithHistory
          currentId={chat.conversationId}
          onNew={chat.newConversation}
          hrefOf={conversationHref}
          brains={brains}
          drawerOpen={historyOpen}
          onDrawerClose={() => setHistoryOpen(false)}
        >
          {conversation}
        </ChatWithHistory>
      ) : (
        conversation
      )}

      {/* A failure that asks for the user's key opens the settings by itself. */}
      {(keyDialogOpen || chat.keyRequired) && (
        <Suspense fallback={null}>
          <ApiKeyDialog
            open
            serverHasKey={serverKey}
            onClose={(saved) => {
              setKeyDialogOpen(false);
              chat.dismissKeyRequest();
              if (saved) {
                rereadUserKey();
                chat.clearError();
              }
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}
