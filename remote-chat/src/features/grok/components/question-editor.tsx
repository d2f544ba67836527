import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';

/** Edits a question in place; sending makes a new version and keeps the old one reachable. */
export function QuestionEditor({
  initialText,
  onSend,
  onCancel,
}: {
  initialText: string;
  onSend(text: string): void;
  onCancel(): void;
}) {
  const [text, setText] = useState(initialText);
  const field = useRef<HTMLTextAreaElement>(null);
  // The user asked to edit: take them to the text, as Edit on a message does everywhere.
  useEffect(() => field.current?.focus(), []);
  return (
    <Stack
      component="form"
      spacing={1}
      aria-label="Edit question"
      sx={{ width: '100%', maxWidth: { md: '85%' } }}
      onSubmit={(event) => {
        event.preventDefault();
        onSend(text);
      }}
    >
      <TextField
        label="Edited question"
        multiline
        minRows={2}
        maxRows={10}
        inputRef={field}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
        slotProps={{ htmlInput: { maxLength: 20000 } }}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="contained">
          Send edited question
        </Button>
      </Stack>
    </Stack>
  );
}
