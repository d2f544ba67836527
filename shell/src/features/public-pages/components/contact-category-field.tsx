import { CONTACT_CATEGORIES } from '@astro/shared';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ChangeEvent } from 'react';

const LABEL = 'Category';

/**
 * The category of a contact message, as the browser's own list: a phone opens its native picker,
 * and the form does not download MUI's menu, popover and modal for one choice.
 */
export function ContactCategoryField({
  id,
  name,
  value,
  onChange,
  error,
  helperText,
  required = false,
  fullWidth = false,
}: {
  id: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  error: boolean;
  helperText: string;
  required?: boolean;
  fullWidth?: boolean;
}) {
  const helperTextId = `${id}-helper-text`;
  return (
    <FormControl
      className="MuiTextField-root"
      required={required}
      error={error}
      fullWidth={fullWidth}
    >
      <InputLabel htmlFor={id}>{LABEL}</InputLabel>
      <NativeSelect
        input={<OutlinedInput label={LABEL} />}
        value={value}
        onChange={onChange}
        inputProps={{ id, name, 'aria-describedby': helperTextId }}
      >
        {/* Nothing is chosen at first; the label stands in the empty field like the others'. */}
        <option value="" disabled hidden aria-label="None chosen" />
        {CONTACT_CATEGORIES.map((category) => (
          <option key={category.value} value={category.value}>
            {category.label}
          </option>
        ))}
      </NativeSelect>
      <FormHelperText id={helperTextId}>{helperText}</FormHelperText>
    </FormControl>
  );
}
