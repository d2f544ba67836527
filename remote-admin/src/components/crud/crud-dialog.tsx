import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import type { CrudFieldRow, DraftShape } from './crud-config';
import { CrudFields } from './crud-fields';
import { validateDraft, type FieldErrors } from './crud-form';

/** The create/edit form of one item: validated on Save, closed once saving succeeded. */
export function CrudDialog<D extends DraftShape, Values>({
  title,
  initial,
  fields,
  schema,
  preview,
  maxWidth = 'sm',
  onClose,
  onSave,
}: {
  title: string;
  initial: D;
  fields: readonly CrudFieldRow<D>[];
  schema: z.ZodType<Values>;
  preview?: (draft: D) => ReactNode;
  maxWidth?: 'sm' | 'md';
  onClose: () => void;
  /** Resolves true when saved; the dialog then closes. */
  onSave: (values: Values) => Promise<boolean>;
}) {
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const set = (key: keyof D & string, value: string | boolean) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const submit = async () => {
    const checked = validateDraft(schema, draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    const saved = await onSave(checked.values);
    setSaving(false);
    if (saved) onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id={`${id}-form`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: preview ? { xs: '1fr', md: '1fr 1fr' } : '1fr',
            pt: 1,
          }}
        >
          <CrudFields rows={fields} draft={draft} errors={errors} set={set} />
          {preview && (
            <Paper
              variant="outlined"
              component="section"
              aria-labelledby={`${id}-preview`}
              sx={{ p: 2 }}
            >
              <Typography
                id={`${id}-preview`}
                variant="overline"
                component="h3"
                color="text.secondary"
              >
                Preview
              </Typography>
              {preview(draft)}
            </Paper>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" form={`${id}-form`} variant="contained" disabled={saving}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
