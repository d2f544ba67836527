import { OutlinedTextField } from '../../../components/outlined-text-field';

/** The e-mail address of a sign-in or sign-up form, with its validation message underneath. */
export function EmailField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <OutlinedTextField
      label="E-mail"
      type="email"
      name="email"
      autoComplete="email"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      required
    />
  );
}
