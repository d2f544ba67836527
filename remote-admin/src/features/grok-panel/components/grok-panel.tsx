import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DEFAULT_MODEL } from '../model/grok-models';
import { GrokChatEmbed } from './grok-chat-embed';
import { ImageGenerationBox } from './image-generation-box';
import { ModelPicker } from './model-picker';

/** product §2: the Grok integration panel, for trying the AI as users meet it. */
export function GrokPanel() {
  const [model, setModel] = useState(DEFAULT_MODEL);
  // Held here, above the card and the dialog, so closing the dialog or crossing the layout
  // breakpoint reopens the same stored conversation.
  const [conversationId, setConversationId] = useState<string | null>(null);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="grok-panel-title"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography id="grok-panel-title" variant="h5" component="h2" gutterBottom>
        Grok integration
      </Typography>
      <Stack spacing={2}>
        <ModelPicker value={model} onChange={setModel} />
        <GrokChatEmbed
          model={model}
          onModelChange={setModel}
          conversationId={conversationId}
          onConversationChange={setConversationId}
        />
        <ImageGenerationBox model={model} />
      </Stack>
    </Paper>
  );
}
