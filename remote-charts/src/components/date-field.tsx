import TextField from '@mui/material/TextField';
import { DATE_INPUT_MAX, DATE_INPUT_MIN } from '../lib/date-input/date-input';

export interface DateFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The value cannot be read (typed half-way, or outside the range the engine computes). */
  invalid?: boolean;
}

/** A labelled date field limited to the dates the chart engine computes (1500–2500). */
export function DateField({ label, value, onChange, invalid = false }: DateFieldProps) {
  return (
    <TextField
      type="date"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={invalid}
      helperText={invalid ? 'Choose a date between 1500 and 2500.' : undefined}
      sx={{ maxWidth: 260 }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { min: DATE_INPUT_MIN, max: DATE_INPUT_MAX },
      }}
    />
  );
}
