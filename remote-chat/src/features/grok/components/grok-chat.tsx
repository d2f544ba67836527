import AddComment from '@mui/icons-material/AddComment';
import Download from '@mui/icons-material/Download';
import History from '@mui/icons-material/History';
import Key from '@mui/icons-material/Key';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { downloadBlob, readStoredApiKey, selectSessionUser, useAppSelector } from '@astro/shared';
import { useGrokConversationsQuery } from '../api/conversation-store';
import { textOf } from '../model/chat-messages';
import { conversationMarkdown, markdownFileName } from '../model/conversation-markdown';
import { serverHasProviderKey } from '../api/grok-client';
import { useGrokChat, type GrokChatOptions } from '../hooks/use-grok-chat';
import { API_KEY_REQUIRED } from '../model/grok-errors';
import {
  readAssistantChoice,
  rememberAssistantChoice,
  type AssistantChoice,
} from '../model/assistant-choice';
import { findModel } from '../model/grok-models';
import { ChatComposer } from './chat-composer';
import { ConversationHistory } from './conversation-history';
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

export const EMPTY_STATE =
  'Welcome to Grok - Ask me anything or paste an image to start a conversation';

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
  // undefined while asking; null when the server could not say.
  const [serverKey, setServerKey] = useState<boolean | null | undefined>(undefined);
  const [userKey, setUserKey] = useState(() => readStoredApiKey() !== null);
  const model = findModel(chat.model);
  const embedded = variant === 'embedded';

  useEffect(() => {
    let cancelled = false;
    void serverHasProviderKey().then((configured) => {
      if (!cancelled) setServerKey(configured);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const keyMissing = serverKey === false && !userKey;
  const last = chat.messages[chat.messages.length - 1];
  // The admin panel's own picker drives the model there; a second one would disagree.
  const modelPickedOutside = options.model !== undefined && embedded;
  const { data: brains } = useGetBrainsQuery(undefined, { skip: modelPickedOutside });
  const brain = chat.brainId ? brains?.find((b) => b.id === chat.brainId) : undefined;
  const { data: conversations } = useGrokConversationsQuery(undefined, {
    skip: !chat.conversationId,
  });
  const exportConversation = () => {
    const first = chat.messages.find((m) => m.role === 'user');
    // The stored title, else the first question's own words.
    const title =
      conversations?.find((c) => c.id === chat.conversationId)?.title ||
      (first ? textOf(first.content).slice(0, 80) : '') ||
      'Conversation';
    const markdown = conversationMarkdown({
      title,
      assistant: brain?.title ?? 'Grok',
      messages: chat.messages,
      exportedAt: new Date(),
    });
    downloadBlob(
      new Blob([markdown], { type: 'text/markdown;charset=utf-8' }),
      markdownFileName(title),
    );
  };

  const chooseAssistant = (choice: AssistantChoice) => {
    chat.setAssistant(choice);
    rememberAssistantChoice(userId, choice);
    onAssistantChange?.(choice);
  };

  // The page named another assistant (a link to another brain, back and forward): switch to it.
  const named = options.initialBrainId
    ? `brain:${options.initialBrainId}`
    : options.initialModel
      ? `model:${options.initialModel}`
      : null;
  const namedBefore = useRef(named);
  const { setAssistant } = chat;
  useEffect(() => {
    if (named === namedBefore.current) return;
    namedBefore.current = named;
    // A conversation the address opens keeps its own assistant.
    if (options.conversationId) return;
    if (options.initialBrainId) setAssistant({ brainId: options.initialBrainId });
    else if (options.initialModel) setAssistant({ model: options.initialModel });
  }, [named, options.conversationId, options.initialBrainId, options.initialModel, setAssistant]);

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
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0 }}>
              {history && (
                <Tooltip title="Your conversations">
                  <IconButton
                    aria-label="Your conversations"
                    onClick={() => setHistoryOpen(true)}
                    sx={{ display: { md: 'none' } }}
                  >
                    <History />
                  </IconButton>
                </Tooltip>
              )}
              <FormControlLabel
                control={
                  <Switch
                    checked={showReasoning}
                    onChange={(event) => setShowReasoning(event.target.checked)}
                  />
                }
                label="Reasoning"
              />
              <Tooltip title="New conversation">
                <span>
                  <IconButton
                    aria-label="New conversation"
                    onClick={chat.newConversation}
                    disabled={chat.busy || chat.messages.length === 0}
                  >
                    <AddComment />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title="Export as Markdown">
                <span>
                  <IconButton
                    aria-label="Export as Markdown"
                    onClick={exportConversation}
                    disabled={chat.busy || chat.messages.length === 0}
                  >
                    <Download />
                  </IconButton>
                </span>
              </Tooltip>
              {(serverKey === false || userKey) && (
                <Tooltip title="API key settings">
                  <IconButton aria-label="API key settings" onClick={() => setKeyDialogOpen(true)}>
                    <Key />
                  </IconButton>
                </Tooltip>
              )}
            </Stack>
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
              emptyState={
                chat.messages.length === 0 ? (
                  brain ? (
                    <Stack spacing={1} sx={{ alignItems: 'center', maxWidth: 560, mx: 'auto' }}>
                      <Typography variant="h6" component="p">
                        <span aria-hidden="true">{brain.emoji}</span> {brain.title}
                      </Typography>
                      <Typography color="text.secondary">{brain.description}</Typography>
                      <Typography>{`Ask ${brain.title} a question to start the conversation.`}</Typography>
                    </Stack>
                  ) : (
                    <Typography variant="h6" component="p">
                      {EMPTY_STATE}
                    </Typography>
                  )
                ) : null
              }
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
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ display: { xs: 'none', md: 'block' }, position: 'sticky', top: 16 }}>
            <ConversationHistory
              currentId={chat.conversationId}
              onNew={chat.newConversation}
              hrefOf={conversationHref}
              brains={brains}
            />
          </Box>
          {conversation}
        </Box>
      ) : (
        conversation
      )}
      {history && (
        <Drawer
          open={historyOpen}
          onClose={() => setHistoryOpen(false)}
          slotProps={{ paper: { sx: { width: 300, maxWidth: '85vw', p: 2 } } }}
        >
          <ConversationHistory
            currentId={chat.conversationId}
            onNew={() => {
              setHistoryOpen(false);
              chat.newConversation();
            }}
            onOpen={() => setHistoryOpen(false)}
            hrefOf={conversationHref}
            brains={brains}
          />
        </Drawer>
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
                setUserKey(readStoredApiKey() !== null);
                chat.clearError();
              }
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}
