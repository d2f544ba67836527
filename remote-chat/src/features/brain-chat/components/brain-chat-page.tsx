import { Link, Page, useSearchParams } from '@astro/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LOAD_BRAINS_ERROR, useGetBrainsQuery } from '../../brains';
import { BrainChatPanel } from './brain-chat-panel';

/** /chat?brainId=…[&chatId=…]: chat with a brain; without a brain, pick one first. */
export default function BrainChatPage() {
  const [params, setParams] = useSearchParams();
  const { data: brains, isError, isLoading } = useGetBrainsQuery();
  const brainId = params.get('brainId') ?? '';
  const chatId = params.get('chatId');
  const brain = brains?.find((b) => b.id === brainId);
  // The chat this page itself just created: its id goes into the address without reloading it.
  const [created, setCreated] = useState<{ chatId: string; session: number } | null>(null);
  const [session, setSession] = useState(0);
  const ownChat = created !== null && created.chatId === chatId && created.session === session;
  const loadChatId = ownChat ? null : chatId;

  return (
    <Page
      title="Brain Chat"
      description="Ask a specialised astrology brain and read its grounded answer with the sources it cites."
      source="chat"
    >
      <Stack spacing={2}>
        {isError && <Alert severity="error">{LOAD_BRAINS_ERROR}</Alert>}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <TextField
            select
            size="small"
            label="Brain"
            value={brain ? brain.id : ''}
            disabled={isLoading || !brains}
            onChange={(event) => setParams({ brainId: event.target.value })}
            sx={{ minWidth: 280 }}
          >
            {(brains ?? []).map((b) => (
              <MenuItem key={b.id} value={b.id}>
                {b.emoji} {b.title}
              </MenuItem>
            ))}
          </TextField>
          {brain && chatId && (
            <Button
              onClick={() => {
                setSession((n) => n + 1);
                setParams({ brainId: brain.id });
              }}
              variant="outlined"
            >
              New chat
            </Button>
          )}
          <Button component={Link} to="/threads">
            Chat history
          </Button>
        </Stack>
        {brain && <Typography color="text.secondary">{brain.description}</Typography>}
        {brain ? (
          <BrainChatPanel
            key={`${brain.id}:${loadChatId ?? `session-${session}`}`}
            brainId={brain.id}
            brainTitle={brain.title}
            brainEmoji={brain.emoji}
            chartSlots={brain.chartSlots}
            chatId={loadChatId}
            onChatCreated={(id) => {
              setCreated({ chatId: id, session });
              setParams({ brainId: brain.id, chatId: id }, { replace: true });
            }}
          />
        ) : (
          !isLoading &&
          brains && (
            <Alert severity="info">
              {brainId ? `There is no brain called "${brainId}". ` : ''}Choose a brain above, or
              browse them on the <Link to="/brains">Brains</Link> page.
            </Alert>
          )
        )}
      </Stack>
    </Page>
  );
}
