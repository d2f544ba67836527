import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FunctionError, generateImage, selectSessionUser, useAppSelector } from '@astro/shared';
import { useState } from 'react';
import { recordFeatureUse } from '../../../lib/profile-counters';
import {
  GROK_MODELS,
  IMAGE_FAILED_GENERIC,
  IMAGE_MODEL_ERROR,
  IMAGE_MODEL_LABELS,
  IMAGE_MODELS,
  isImageModel,
} from '../model/grok-models';

/** Every model a user can pick here: the two image models first, then the chat models. */
const CHOICES = [
  ...IMAGE_MODELS.map((id) => ({ id, label: IMAGE_MODEL_LABELS[id] })),
  ...GROK_MODELS.filter((m) => !isImageModel(m.id)).map((m) => ({ id: m.id, label: m.label })),
];

/** Generates an image from a prompt; only the image models of product §5 are accepted. */
export function ImageGenerationBox() {
  const userId = useAppSelector(selectSessionUser)?.id;
  const [model, setModel] = useState<string>('grok-3-vision');
  const [prompt, setPrompt] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ url: string; prompt: string } | null>(null);

  const generate = async () => {
    if (!prompt.trim() || busy) return;
    if (!isImageModel(model)) {
      setError(IMAGE_MODEL_ERROR);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const url = await generateImage(model, prompt.trim());
      setResult({ url, prompt: prompt.trim() });
      recordFeatureUse(userId, 'grok_image_generation');
    } catch (cause) {
      setError(cause instanceof FunctionError ? cause.message : IMAGE_FAILED_GENERIC);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="image-generation-heading"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography id="image-generation-heading" variant="h6" component="h2" gutterBottom>
        Generate an image
      </Typography>
      <Stack
        component="form"
        spacing={2}
        onSubmit={(event) => {
          event.preventDefault();
          void generate();
        }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            size="small"
            label="Image model"
            value={model}
            onChange={(event) => {
              setModel(event.target.value);
              setError(null);
            }}
            sx={{ minWidth: 220 }}
          >
            {CHOICES.map((choice) => (
              <MenuItem key={choice.id} value={choice.id}>
                {choice.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            fullWidth
            label="Describe the image"
            placeholder="A watercolour of Saturn rising over a desert at dusk"
            value={prompt}
            onChange={(event) => setPrompt(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 4000 } }}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={!prompt.trim() || busy}
            startIcon={
              busy ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined
            }
            sx={{ flexShrink: 0 }}
          >
            {busy ? 'Generating…' : 'Generate'}
          </Button>
        </Stack>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        {result && (
          <Stack spacing={1} data-testid="generated-image">
            <Box
              component="img"
              src={result.url}
              alt={`Generated image: ${result.prompt}`}
              sx={{
                maxWidth: '100%',
                maxHeight: 480,
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
                alignSelf: 'flex-start',
                minHeight: 48,
                minWidth: 48,
              }}
            />
            <Box>
              <Button
                component="a"
                href={result.url}
                download
                target="_blank"
                rel="noopener noreferrer"
                variant="outlined"
                size="small"
                startIcon={<Download />}
              >
                Download image
              </Button>
            </Box>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
