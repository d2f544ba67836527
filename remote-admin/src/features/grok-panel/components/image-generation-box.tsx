import ImageIcon from '@mui/icons-material/Image';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FunctionError, generateImage } from '@astro/shared';
import { useState } from 'react';
import { IMAGE_FAILED_GENERIC } from '../model/grok-models';

/** product §2/§5: generate an image from a prompt with the selected model (an image model). */
export function ImageGenerationBox({ model }: { model: string }) {
  const [prompt, setPrompt] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [image, setImage] = useState<{ url: string; prompt: string } | null>(null);

  const generate = async () => {
    setBusy(true);
    setError(null);
    try {
      const url = await generateImage(model, prompt);
      setImage({ url, prompt: prompt.trim() });
    } catch (cause) {
      setError(cause instanceof FunctionError ? cause.message : IMAGE_FAILED_GENERIC);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="image-generation-title"
      sx={{ p: 2 }}
    >
      <Typography id="image-generation-title" variant="h6" component="h3" gutterBottom>
        Image generation
      </Typography>
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (prompt.trim()) void generate();
        }}
      >
        <Stack spacing={1.5}>
          <TextField
            label="Image prompt"
            multiline
            minRows={2}
            value={prompt}
            onChange={(event) => setPrompt(event.target.value)}
            helperText="Uses the model chosen above; image models are Grok Vision Beta and Grok 3 Vision."
            slotProps={{ htmlInput: { maxLength: 4000 } }}
          />
          <Box>
            <Button
              type="submit"
              variant="contained"
              startIcon={<ImageIcon />}
              disabled={!prompt.trim() || busy}
            >
              {busy ? 'Generating...' : 'Generate image'}
            </Button>
          </Box>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          {image && (
            <Box component="figure" sx={{ m: 0 }}>
              <Box
                component="img"
                src={image.url}
                alt={image.prompt}
                sx={{ maxWidth: '100%', borderRadius: 1, display: 'block' }}
              />
              <Typography
                component="figcaption"
                variant="body2"
                color="text.secondary"
                sx={{ mt: 0.5 }}
              >
                {image.prompt} ·{' '}
                <Link href={image.url} target="_blank" rel="noopener noreferrer">
                  Open full size
                </Link>
              </Typography>
            </Box>
          )}
        </Stack>
      </Box>
    </Paper>
  );
}
