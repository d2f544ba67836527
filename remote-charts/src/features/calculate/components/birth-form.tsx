import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FormEvent, ReactNode } from 'react';
import { gregorianDateOf, HOUSE_SYSTEM_LABELS, HOUSE_SYSTEMS, type HouseSystem, isJulianCalendarDate } from '@astro/astrology';
import type { BirthPlace } from '../../../lib/birth-data/birth-data';
import { type BirthFormErrors, type BirthFormField, type BirthFormValues, FIRST_DATE, LAST_DATE } from '../model/birth-form';
import { PlaceField } from './place-field';

export interface BirthFormProps {
  values: BirthFormValues;
  /** Errors to show now (fields the user has left, or all after a submit). */
  errors: BirthFormErrors;
  onChange: <F extends BirthFormField>(field: F, value: BirthFormValues[F]) => void;
  onBlur: (field: BirthFormField) => void;
  onSubmit: () => void;
  submitLabel: string;
  submitDisabled: boolean;
  /** Rendered under the place field: the time zone, Google search. */
  placeExtras?: ReactNode;
  /** Rendered under the button: engine progress. */
  footer?: ReactNode;
}

/** Dates before 15 October 1582 are read as Julian ones: the field says so, with the Gregorian date. */
function dateHelp(date: string): string {
  if (!isJulianCalendarDate(date)) return 'Local date at the birth place';
  return `Julian calendar date (before 15 October 1582): ${gregorianDateOf(date)} Gregorian`;
}

/** Name, date and time (or unknown), place and house system, with errors shown as the user goes. */
export function BirthForm({ values, errors, onChange, onBlur, onSubmit, submitLabel, submitDisabled, placeExtras, footer }: BirthFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label="Birth data">
      <TextField
        label="Name"
        required
        value={values.name}
        onChange={(event) => onChange('name', event.target.value)}
        onBlur={() => onBlur('name')}
        error={Boolean(errors.name)}
        helperText={errors.name ?? 'Whose chart this is'}
        autoComplete="off"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Birth date"
          type="date"
          required
          value={values.date}
          onChange={(event) => onChange('date', event.target.value)}
          onBlur={() => onBlur('date')}
          error={Boolean(errors.date)}
          helperText={errors.date ?? dateHelp(values.date)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: FIRST_DATE, max: LAST_DATE } }}
          sx={{ flex: 1 }}
        />
        <TextField
          label="Birth time"
          type="time"
          required={!values.timeUnknown}
          disabled={values.timeUnknown}
          value={values.timeUnknown ? '' : values.time}
          onChange={(event) => onChange('time', event.target.value)}
          onBlur={() => onBlur('time')}
          error={!values.timeUnknown && Boolean(errors.time)}
          helperText={values.timeUnknown ? 'Noon is used' : (errors.time ?? 'Local clock time at the birth place')}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ flex: 1 }}
        />
      </Stack>
      <FormControlLabel
        sx={{ mt: '-8px !important' }}
        control={<Checkbox checked={values.timeUnknown} onChange={(event) => onChange('timeUnknown', event.target.checked)} />}
        label="Birth time unknown (noon chart without houses)"
      />
      <PlaceField
        value={values.place}
        onChange={(place: BirthPlace | null) => onChange('place', place)}
        onBlur={() => onBlur('place')}
        error={errors.place}
      />
      {placeExtras}
      <TextField
        select
        label="House system"
        value={values.houseSystem}
        onChange={(event) => onChange('houseSystem', event.target.value as HouseSystem)}
        disabled={values.timeUnknown}
        helperText={values.timeUnknown ? 'Houses need a birth time' : 'Placidus is the most widely used'}
      >
        {HOUSE_SYSTEMS.map((system) => (
          <MenuItem key={system} value={system}>
            {HOUSE_SYSTEM_LABELS[system]}
          </MenuItem>
        ))}
      </TextField>
      <div>
        <Button type="submit" variant="contained" size="large" disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </div>
      {footer}
    </Stack>
  );
}
