import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  ANNOUNCEMENT_TYPES,
  announcementFormSchema,
  IMPORTANT_ABOVE,
  TYPE_LABELS,
  type AnnouncementDraft,
  type AnnouncementType,
  type AnnouncementValues,
} from '../model/announcement';
import { MarkdownPreview } from './markdown-preview';

type Errors = Partial<Record<keyof AnnouncementDraft, string>>;

export function AnnouncementDialog({
  title,
  initial,
  onCancel,
  onSave,
}: {
  title: string;
  initial: AnnouncementDraft;
  onCancel: () => void;
  onSave: (values: AnnouncementValues) => Promise<boolean>;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof AnnouncementDraft>(key: K, value: AnnouncementDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const submit = async () => {
    const parsed = announcementFormSchema.safeParse(draft);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues)
        next[issue.path[0] as keyof AnnouncementDraft] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setSaving(true);
    const saved = await onSave(parsed.data);
    setSaving(false);
    if (saved) onCancel();
  };

  return (
    <Dialog
      open
      onClose={onCancel}
      fullWidth
      maxWidth="md"
      aria-labelledby="announcement-dialog-title"
    >
      <DialogTitle id="announcement-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id="announcement-form"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, pt: 1 }}
        >
          <Stack spacing={2}>
            <TextField
              label="Title"
              required
              value={draft.title}
              onChange={(e) => set('title', e.target.value)}
              error={!!errors.title}
              helperText={errors.title}
            />
            <TextField
              label="Content (markdown)"
              required
              multiline
              minRows={6}
              value={draft.content}
              onChange={(e) => set('content', e.target.value)}
              error={!!errors.content}
              helperText={
                errors.content ??
                '# heading, **bold**, *italic*, `code`, - lists, [links](https://…)'
              }
            />
            <Stack direction="row" spacing={2}>
              <TextField
                select
                label="Type"
                value={draft.type}
                onChange={(e) => set('type', e.target.value as AnnouncementType)}
                slotProps={{ select: { native: true } }}
                sx={{ flex: 1 }}
              >
                {ANNOUNCEMENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {TYPE_LABELS[type]}
                  </option>
                ))}
              </TextField>
              <TextField
                label="Priority"
                type="number"
                value={draft.priority}
                onChange={(e) => set('priority', e.target.value)}
                error={!!errors.priority}
                helperText={errors.priority ?? `0–100; above ${IMPORTANT_ABOVE} shows “Important”`}
                slotProps={{ htmlInput: { min: 0, max: 100, step: 1 } }}
                sx={{ flex: 1 }}
              />
            </Stack>
            <TextField
              label="Expires"
              type="datetime-local"
              value={draft.expires_at}
              onChange={(e) => set('expires_at', e.target.value)}
              error={!!errors.expires_at}
              helperText={errors.expires_at ?? 'Leave empty to keep it until you switch it off'}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={draft.is_active}
                  onChange={(e) => set('is_active', e.target.checked)}
                />
              }
              label="Active (shown to users)"
            />
          </Stack>
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="announcement-preview-title"
            sx={{ p: 2 }}
          >
            <Typography
              id="announcement-preview-title"
              variant="overline"
              component="h3"
              color="text.secondary"
            >
              Preview
            </Typography>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
              {draft.title || 'Untitled'}
            </Typography>
            <MarkdownPreview source={draft.content} />
          </Paper>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" form="announcement-form" variant="contained" disabled={saving}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
