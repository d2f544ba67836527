import { OutlinedTextField } from '../../../components/outlined-text-field';

/**
 * A password input of the auth forms. `autoComplete` tells password managers whether to fill the
 * saved password or offer a new one; `hint` shows under the input until there is an error.
 */
export function PasswordField({
  label,
  name,
  autoComplete,
  value,
  onChange,
  error,
  hint,
}: {
  label: string;
  name?: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
}) {
  return (
    <OutlinedTextField
      label={label}
      type="password"
      name={name}
      autoComplete={autoComplete}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? hint}
      required
    />
  );
}
