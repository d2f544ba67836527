import ChatIcon from '@mui/icons-material/Chat';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Link as RouterLink, RemoteWidget } from '@astro/shared';
import { useState } from 'react';

/** product §9: the widget is a card from 768 px wide, a floating button with a dialog below. */
export const CARD_LAYOUT_QUERY = '(min-width:768px)';

function ChatUnavailable() {
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to="/grok" color="inherit" size="small">
          Open Grok
        </Button>
      }
    >
      The embedded Grok chat is loading or unavailable right now. The full assistant is on its own
      page.
    </Alert>
  );
}

export interface GrokChatEmbedProps {
  model: string;
  onModelChange(model: string): void;
  conversationId: string | null;
  onConversationChange(id: string | null): void;
}

function EmbeddedChat(props: GrokChatEmbedProps) {
  return (
    <RemoteWidget
      id="astro_chat/GrokChat"
      props={{ variant: 'embedded', imageGeneration: false, ...props }}
      fallback={ChatUnavailable}
    />
  );
}

export function GrokChatEmbed(props: GrokChatEmbedProps) {
  const wide = useMediaQuery(CARD_LAYOUT_QUERY, { noSsr: true });
  const [open, setOpen] = useState(false);

  if (wide) {
    return (
      <Card
        variant="outlined"
        component="section"
        aria-labelledby="grok-chat-card-title"
        data-layout="card"
      >
        <CardHeader
          title="Grok chat"
          slotProps={{ title: { id: 'grok-chat-card-title', component: 'h3', variant: 'h6' } }}
        />
        <CardContent sx={{ pt: 0 }}>
          <EmbeddedChat {...props} />
        </CardContent>
      </Card>
    );
  }
  return (
    <>
      <Fab
        color="primary"
        aria-label="Open Grok chat"
        onClick={() => setOpen(true)}
        sx={{ position: 'fixed', right: 16, bottom: 88, zIndex: (theme) => theme.zIndex.speedDial }}
      >
        <ChatIcon />
      </Fab>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullScreen
        aria-labelledby="grok-chat-dialog-title"
        data-layout="dialog"
      >
        <DialogTitle id="grok-chat-dialog-title" sx={{ display: 'flex', alignItems: 'center' }}>
          <span style={{ flex: 1 }}>Grok chat</span>
          <IconButton aria-label="Close Grok chat" onClick={() => setOpen(false)}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent>
          <EmbeddedChat {...props} />
        </DialogContent>
      </Dialog>
    </>
  );
}
