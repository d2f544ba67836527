import { Page, useSearchParams } from '@astro/shared';
import Alert from '@mui/material/Alert';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BrainChatPanel } from '../../brain-chat';
import { LOAD_BRAINS_ERROR, useGetBrainsQuery } from '../../brains';
import { GrokChat, GROK_MODELS, isSelectableModel } from '../../grok';

type Target =
  | { type: 'grok'; modelId: string; conversationId: string | null }
  | { type: 'brain'; brainId: string; chatId: string | null };

/** Reads modelType=grok&modelId=…[&conversationId=…] or modelType=brain&brainId=…[&chatId=…]. */
function targetOf(params: URLSearchParams): Target | null {
  const type = params.get('modelType');
  if (type === 'grok') {
    const modelId = params.get('modelId') ?? '';
    return isSelectableModel(modelId)
      ? { type, modelId, conversationId: params.get('conversationId') }
      : null;
  }
  if (type === 'brain') {
    const brainId = params.get('brainId') ?? '';
    return brainId ? { type, brainId, chatId: params.get('chatId') } : null;
  }
  return null;
}

/**
 * /super-chat: one place to carry on with any assistant, Grok model or brain. Send-to-AI hands a
 * conversation over here in a new tab; switching the assistant starts a new conversation.
 */
export default function SuperChatPage() {
  const [params, setParams] = useSearchParams();
  const target = targetOf(params);
  const brains = useGetBrainsQuery();
  const brain =
    target?.type === 'brain' ? brains.data?.find((b) => b.id === target.brainId) : undefined;
  const value = target
    ? target.type === 'grok'
      ? `grok:${target.modelId}`
      : `brain:${target.brainId}`
    : '';
  const handedOver =
    target !== null && (target.type === 'grok' ? target.conversationId : target.chatId) !== null;

  return (
    <Page
      title="SuperChat"
      description="Continue a conversation with any Grok model or brain, including ones handed over from Send to AI."
      source="chat"
    >
      <Stack spacing={2}>
        <Typography color="text.secondary">
          {handedOver
            ? 'Your conversation continues here. Ask a follow-up question below.'
            : 'Choose a Grok model or a brain and start a conversation.'}
        </Typography>
        {brains.isError && <Alert severity="error">{LOAD_BRAINS_ERROR}</Alert>}
        <TextField
          select
          size="small"
          label="Assistant"
          value={value}
          onChange={(event) => {
            const [type, id] = event.target.value.split(':');
            setParams(
              type === 'grok'
                ? { modelType: 'grok', modelId: id! }
                : { modelType: 'brain', brainId: id! },
            );
          }}
          sx={{ maxWidth: 420 }}
        >
          <ListSubheader>Grok models</ListSubheader>
          {GROK_MODELS.map((m) => (
            <MenuItem key={m.id} value={`grok:${m.id}`}>
              {m.label}
            </MenuItem>
          ))}
          <ListSubheader>Brains</ListSubheader>
          {(brains.data ?? []).map((b) => (
            <MenuItem key={b.id} value={`brain:${b.id}`}>
              {b.emoji} {b.title}
            </MenuItem>
          ))}
        </TextField>

        {params.get('modelType') && !target && (
          <Alert severity="warning">
            This link names no known model or brain. Choose an assistant above.
          </Alert>
        )}
        {target?.type === 'grok' && (
          <GrokChat
            key={`${target.modelId}:${target.conversationId ?? 'new'}`}
            variant="page"
            initialModel={target.modelId}
            conversationId={target.conversationId}
            imageGeneration={false}
          />
        )}
        {target?.type === 'brain' &&
          (brain ? (
            <BrainChatPanel
              key={`${brain.id}:${target.chatId ?? 'new'}`}
              brainId={brain.id}
              brainTitle={brain.title}
              brainEmoji={brain.emoji}
              chartSlots={brain.chartSlots}
              chatId={target.chatId}
            />
          ) : (
            brains.data && (
              <Alert severity="warning">{`There is no brain called "${target.brainId}". Choose an assistant above.`}</Alert>
            )
          ))}
      </Stack>
    </Page>
  );
}
