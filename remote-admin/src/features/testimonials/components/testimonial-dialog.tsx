import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import {
  testimonialFormSchema,
  type TestimonialDraft,
  type TestimonialValues,
} from '../model/testimonial';

type Errors = Partial<Record<keyof TestimonialDraft, string>>;

export function TestimonialDialog({
  title,
  initial,
  onCancel,
  onSave,
}: {
  title: string;
  initial: TestimonialDraft;
  onCancel: () => void;
  /** Resolves true when saved; the dialog then closes. */
  onSave: (values: TestimonialValues) => Promise<boolean>;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof TestimonialDraft>(key: K, value: TestimonialDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const submit = async () => {
    const parsed = testimonialFormSchema.safeParse(draft);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof TestimonialDraft;
        next[key] ??= issue.message;
      }
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
      maxWidth="sm"
      aria-labelledby="testimonial-dialog-title"
    >
      <DialogTitle id="testimonial-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="testimonial-form"
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <TextField
            label="Author"
            required
            value={draft.author_name}
            onChange={(e) => set('author_name', e.target.value)}
            error={!!errors.author_name}
            helperText={errors.author_name}
          />
          <TextField
            label="Author's title"
            value={draft.author_title}
            onChange={(e) => set('author_title', e.target.value)}
            error={!!errors.author_title}
            helperText={errors.author_title ?? 'For example “Yoga teacher” (optional)'}
          />
          <TextField
            label="Quote"
            required
            multiline
            minRows={3}
            value={draft.quote}
            onChange={(e) => set('quote', e.target.value)}
            error={!!errors.quote}
            helperText={errors.quote}
          />
          <TextField
            select
            label="Rating"
            value={draft.rating}
            onChange={(e) => set('rating', e.target.value)}
            error={!!errors.rating}
            helperText={errors.rating}
            slotProps={{ select: { native: true } }}
          >
            <option value="">No rating</option>
            {[5, 4, 3, 2, 1].map((stars) => (
              <option key={stars} value={String(stars)}>
                {stars} of 5
              </option>
            ))}
          </TextField>
          <FormControlLabel
            control={
              <Switch
                checked={draft.published}
                onChange={(e) => set('published', e.target.checked)}
              />
            }
            label="Published on the home page"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" form="testimonial-form" variant="contained" disabled={saving}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
