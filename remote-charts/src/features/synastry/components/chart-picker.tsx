import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SavedChart } from '../../saved-charts';
import { chartOptionLabel } from '../model/synastry-choice';

export interface ChartPickerProps {
  label: string;
  charts: readonly SavedChart[];
  value: string;
  onChange: (id: string) => void;
  /** The chart the other picker holds: offered, but not twice. */
  taken: string;
}

/** A labelled select of the user's saved charts. */
export function ChartPicker({ label, charts, value, onChange, taken }: ChartPickerProps) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 260, flex: 1 }}
    >
      <MenuItem value="">
        <em>Choose a chart</em>
      </MenuItem>
      {charts.map((chart) => (
        <MenuItem key={chart.id} value={chart.id} disabled={chart.id === taken}>
          {chartOptionLabel(chart)}
        </MenuItem>
      ))}
    </TextField>
  );
}
