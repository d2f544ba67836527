import AttachFile from '@mui/icons-material/AttachFile';
import Close from '@mui/icons-material/Close';
import Send from '@mui/icons-material/Send';
import StopCircle from '@mui/icons-material/StopCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useOnlineStatus } from '@astro/shared';
import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { browserImageCodec } from '../model/browser-image-codec';
import {
  ImageAttachmentError,
  ONLY_IMAGES_ERROR,
  prepareImage,
  type PreparedImage,
} from '../model/image-attachments';

interface ChatComposerProps {
  busy: boolean;
  /** Whether the chosen model reads images (a hint only: the provider decides). */
  visionModel: boolean;
  /** Resolves false when the message was not taken (then the composer gives it back). */
  onSend(text: string, images: PreparedImage[]): Promise<boolean>;
  onStop(): void;
  onError(message: string): void;
  onClearError(): void;
  /** Who answers, named in the empty message box. */
  assistantName?: string;
}

// On a phone the buttons show only their icons, so the message box keeps most of the width.
const ACTION_SX = { flexShrink: 0, height: 40, minWidth: { xs: 44, sm: 64 }, px: { xs: 1, sm: 2 } };
const WIDE_ONLY = { display: { xs: 'none', sm: 'inline' } };

/** Text area, image attach/paste with preview, and Send (or Stop while an answer streams). */
export function ChatComposer({
  busy,
  visionModel,
  onSend,
  onStop,
  onError,
  onClearError,
  assistantName = 'Grok',
}: ChatComposerProps) {
  const [text, setText] = useState('');
  const [image, setImage] = useState<PreparedImage | null>(null);
  const [preparing, setPreparing] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const hintId = useId();
  // Sending needs the provider: offline, Send waits for the connection and says why.
  const online = useOnlineStatus();

  const attach = async (file: File) => {
    setPreparing(true);
    try {
      setImage(await prepareImage(file, browserImageCodec));
      onClearError();
    } catch (error) {
      onError(error instanceof ImageAttachmentError ? error.message : ONLY_IMAGES_ERROR);
    } finally {
      setPreparing(false);
    }
  };

  const submit = () => {
    if (busy || preparing || !online) return;
    const sent = { text, image };
    // Cleared at once (the question shows in the conversation); given back if it was refused,
    // unless the user has started typing something else meanwhile.
    setText('');
    setImage(null);
    void onSend(sent.text, sent.image ? [sent.image] : []).then((taken) => {
      if (taken) return;
      setText((current) => current || sent.text);
      setImage((current) => current ?? sent.image);
    });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // Enter sends, Shift+Enter is a new line; Enter that confirms an IME composition is neither.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const onPaste = (event: ClipboardEvent) => {
    const files = Array.from(event.clipboardData.files);
    if (files.length === 0) return;
    event.preventDefault();
    void attach(files[0]!);
  };

  return (
    <Stack
      spacing={1}
      component="form"
      aria-label="Message Grok"
      onSubmit={(e) => (e.preventDefault(), submit())}
    >
      {(image || preparing) && (
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center' }}
          data-testid="image-preview"
        >
          {preparing ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
              <CircularProgress size={18} aria-hidden="true" />
              <Typography variant="body2">Preparing image…</Typography>
            </Stack>
          ) : (
            image && (
              <Box sx={{ position: 'relative', display: 'inline-block' }}>
                <Box
                  component="img"
                  src={image.thumbnailUrl}
                  alt={`Attached: ${image.name}`}
                  sx={{
                    height: 72,
                    maxWidth: 140,
                    objectFit: 'cover',
                    borderRadius: 1,
                    display: 'block',
                    border: 1,
                    borderColor: 'divider',
                  }}
                />
                <IconButton
                  size="small"
                  aria-label="Remove image"
                  onClick={() => setImage(null)}
                  sx={{
                    position: 'absolute',
                    top: -10,
                    right: -10,
                    bgcolor: 'background.paper',
                    border: 1,
                    borderColor: 'divider',
                    '&:hover': { bgcolor: 'background.paper' },
                  }}
                >
                  <Close fontSize="small" />
                </IconButton>
              </Box>
            )
          )}
          {image && !visionModel && (
            <Typography variant="body2" color="text.secondary">
              The chosen model reads only text, so this message goes to Grok 2 Vision (latest),
              which reads images; its answer says which model wrote it.
            </Typography>
          )}
        </Stack>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          hidden
          data-testid="image-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void attach(file);
          }}
        />
        <Tooltip title="Attach image">
          <span>
            <IconButton
              aria-label="Attach image"
              onClick={() => fileInput.current?.click()}
              disabled={preparing}
            >
              <AttachFile />
            </IconButton>
          </span>
        </Tooltip>
        <TextField
          label="Message"
          placeholder={`Ask ${assistantName} anything, or paste an image`}
          multiline
          minRows={1}
          maxRows={8}
          fullWidth
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          slotProps={{ htmlInput: { 'aria-describedby': hintId, maxLength: 20000 } }}
        />
        {busy ? (
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<StopCircle />}
            onClick={onStop}
            aria-label="Stop"
            sx={{ ...ACTION_SX, '& .MuiButton-startIcon': { mx: { xs: 0, sm: undefined } } }}
          >
            <Box component="span" sx={WIDE_ONLY}>
              Stop
            </Box>
          </Button>
        ) : (
          <Button
            type="submit"
            variant="contained"
            endIcon={<Send />}
            disabled={preparing || !online}
            aria-label="Send"
            sx={{ ...ACTION_SX, '& .MuiButton-endIcon': { mx: { xs: 0, sm: undefined } } }}
          >
            <Box component="span" sx={WIDE_ONLY}>
              Send
            </Box>
          </Button>
        )}
      </Stack>
      <Typography
        id={hintId}
        variant="caption"
        color="text.secondary"
        // Keys mean little on a touch screen, where the space is the conversation's.
        sx={online ? { display: { xs: 'none', sm: 'block' } } : undefined}
      >
        {online
          ? 'Enter sends, Shift+Enter adds a new line. Images up to 5 MB.'
          : 'You are offline: Send works again when the connection returns. Your message stays here.'}
      </Typography>
    </Stack>
  );
}
