import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type Axis, type CoordinateParts, HEMISPHERES, readCoordinateParts, toCoordinateParts } from '../model/coordinate-parts';

export interface CoordinateInputProps {
  axis: Axis;
  value: number;
  onChange: (value: number) => void;
}

/**
 * Degrees, minutes and hemisphere, as a certificate or an old atlas gives them. The parts are the
 * user's while they type; the coordinate changes once they read as one.
 */
export function CoordinateInput({ axis, value, onChange }: CoordinateInputProps) {
  const [parts, setParts] = useState<CoordinateParts>(() => toCoordinateParts(value, axis));
  const [shownFor, setShownFor] = useState(value);
  // A new place chosen above starts the fields again from its coordinate.
  const reading = readCoordinateParts(parts, axis);
  if (value !== shownFor && !(reading.ok && reading.value === value)) {
    setShownFor(value);
    setParts(toCoordinateParts(value, axis));
  }
  const name = axis === 'lat' ? 'Latitude' : 'Longitude';
  const update = (part: keyof CoordinateParts, text: string) => {
    const next = { ...parts, [part]: text };
    setParts(next);
    const read = readCoordinateParts(next, axis);
    if (read.ok && read.value !== value) {
      setShownFor(read.value);
      onChange(read.value);
    }
  };
  const errorId = `${axis}-coordinate-error`;
  return (
    <Stack component="fieldset" spacing={0.5} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        {name}
      </Typography>
      <Stack direction="row" spacing={1}>
        {(['degrees', 'minutes'] as const).map((part) => (
          <TextField
            key={part}
            label={part === 'degrees' ? 'Degrees' : 'Minutes'}
            value={parts[part]}
            onChange={(event) => update(part, event.target.value)}
            error={!reading.ok}
            slotProps={{
              htmlInput: { inputMode: 'numeric', 'aria-label': `${name} ${part}`, 'aria-describedby': reading.ok ? undefined : errorId },
            }}
            size="small"
            sx={{ flex: 1 }}
          />
        ))}
        <TextField
          select
          label={axis === 'lat' ? 'N/S' : 'E/W'}
          value={parts.hemisphere}
          onChange={(event) => update('hemisphere', event.target.value)}
          slotProps={{ select: { native: true }, htmlInput: { 'aria-label': axis === 'lat' ? 'North or south' : 'East or west' } }}
          size="small"
          sx={{ flex: 1 }}
        >
          {HEMISPHERES[axis].map((hemisphere) => (
            <option key={hemisphere} value={hemisphere}>
              {hemisphere}
            </option>
          ))}
        </TextField>
      </Stack>
      {!reading.ok && (
        <Typography id={errorId} variant="caption" color="error" role="alert">
          {reading.message}
        </Typography>
      )}
    </Stack>
  );
}
