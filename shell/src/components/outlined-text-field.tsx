import FormControl from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ChangeEvent, type ReactNode } from 'react';

export interface OutlinedTextFieldProps {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  name?: string;
  id?: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
  slotProps?: {
    /** Props of the `<input>` (or textarea) itself, e.g. `inputMode` or `maxLength`. */
    htmlInput?: OutlinedInputProps['inputProps'];
    input?: Partial<OutlinedInputProps>;
    formHelperText?: Partial<FormHelperTextProps>;
  };
}

/**
 * What MUI's TextField renders for an outlined text input — the same elements, classes and
 * label/description links — built from its parts. TextField itself imports Select, and with it
 * Menu, Popover, Modal and the filled and standard inputs: some twenty files a form of plain text
 * inputs never shows, yet downloads and evaluates before its page can take over from the
 * prerendered one.
 */
export function OutlinedTextField({
  label,
  value,
  onChange,
  name,
  id: idOverride,
  type,
  autoComplete,
  required = false,
  error = false,
  helperText,
  fullWidth = false,
  sx,
  slotProps = {},
}: OutlinedTextFieldProps) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      className="MuiTextField-root"
      required={required}
      error={error}
      fullWidth={fullWidth}
      variant="outlined"
      sx={sx}
    >
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={onChange}
        label={label}
        aria-describedby={helperTextId}
        inputProps={slotProps.htmlInput}
        {...slotProps.input}
      />
      {helperText && (
        <FormHelperText id={helperTextId} {...slotProps.formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
