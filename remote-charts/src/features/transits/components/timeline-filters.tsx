import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { TransitBody } from '@astro/astrology';
import {
  type EventKindFilter,
  kindOptions,
  planetOptions,
  type TransitFilters,
} from '../model/transit-filters';

export interface TimelineFiltersProps {
  filters: TransitFilters;
  onChange: (change: Partial<TransitFilters>) => void;
}

/** Which events the timeline lists: by planet, by aspect, and whether minor aspects and the Moon count. */
export function TimelineFilters({ filters, onChange }: TimelineFiltersProps) {
  return (
    <Stack spacing={1} data-print-hide>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          select
          size="small"
          label="Planet"
          value={filters.planet}
          onChange={(event) => onChange({ planet: event.target.value as TransitBody | 'all' })}
          sx={{ minWidth: 170 }}
        >
          {planetOptions(filters).map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Aspect"
          value={filters.kind}
          onChange={(event) => onChange({ kind: event.target.value as EventKindFilter })}
          sx={{ minWidth: 170 }}
        >
          {kindOptions(filters).map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        <FormControlLabel
          control={
            <Switch
              checked={filters.minor}
              onChange={(event) => onChange({ minor: event.target.checked })}
            />
          }
          label="Minor aspects"
        />
        <FormControlLabel
          control={
            <Switch
              checked={filters.moon}
              onChange={(event) => onChange({ moon: event.target.checked })}
            />
          }
          label="The Moon's aspects and ingresses"
        />
      </Stack>
    </Stack>
  );
}
