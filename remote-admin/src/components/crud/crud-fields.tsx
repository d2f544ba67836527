import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { CrudField, CrudFieldRow, DraftShape } from './crud-config';
import type { FieldErrors } from './crud-form';

interface FieldProps<D extends DraftShape> {
  draft: D;
  errors: FieldErrors;
  set: (key: keyof D & string, value: string | boolean) => void;
}

function Field<D extends DraftShape>({
  field,
  draft,
  errors,
  set,
}: FieldProps<D> & { field: CrudField<D> }) {
  if (field.kind === 'switch') {
    return (
      <FormControlLabel
        control={
          <Switch
            checked={draft[field.key] as boolean}
            onChange={(e) => set(field.key, e.target.checked)}
          />
        }
        label={field.label}
      />
    );
  }
  const error = errors[field.key];
  const common = {
    label: field.label,
    value: draft[field.key] as string,
    onChange: (e: { target: { value: string } }) => set(field.key, e.target.value),
    error: !!error,
    helperText: error ?? field.hint,
    sx: { flex: 1 },
  };
  if (field.kind === 'select') {
    return (
      <TextField select {...common} slotProps={{ select: { native: true } }}>
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </TextField>
    );
  }
  return (
    <TextField
      {...common}
      required={field.required}
      multiline={field.multiline}
      minRows={field.minRows}
      type={field.type ?? 'text'}
      slotProps={{
        htmlInput: field.htmlInput,
        // A date input always shows its own placeholder, so its label must stay above it.
        inputLabel: field.type === 'datetime-local' ? { shrink: true } : undefined,
      }}
    />
  );
}

/** The form's inputs, row by row, as the content type declares them. */
export function CrudFields<D extends DraftShape>({
  rows,
  ...props
}: FieldProps<D> & { rows: readonly CrudFieldRow<D>[] }) {
  return (
    <Stack spacing={2}>
      {rows.map((row) =>
        Array.isArray(row) ? (
          <Stack key={row.map((f: CrudField<D>) => f.key).join()} direction="row" spacing={2}>
            {row.map((field: CrudField<D>) => (
              <Field key={field.key} field={field} {...props} />
            ))}
          </Stack>
        ) : (
          <Field key={(row as CrudField<D>).key} field={row as CrudField<D>} {...props} />
        ),
      )}
    </Stack>
  );
}
