import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import type { BirthPlace } from '../../../lib/birth-data/birth-data';
import type { ClockRule } from '../model/birth-form';
import { CoordinateInput } from './coordinate-input';

export interface PlaceAndClockOverridesProps {
  place: BirthPlace;
  clockRule: ClockRule;
  utcOffset: string;
  /** The offset field's error, when it is to be shown. */
  offsetError?: string;
  onPlace: (place: BirthPlace) => void;
  onClockRule: (rule: ClockRule) => void;
  onUtcOffset: (text: string) => void;
  onUtcOffsetBlur: () => void;
  /** Open from the start: a saved chart that already has an override. */
  defaultOpen?: boolean;
}

/** Every IANA zone this browser can convert, the place's own first if the list lacks it. */
function timeZoneList(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
}

const RULES: { value: ClockRule; label: string }[] = [
  { value: 'zone', label: 'By the time zone’s history (recommended): standard and summer time, and the place’s own mean time before standard time' },
  { value: 'lmt', label: 'Local mean time of the place: 4 minutes for each degree of longitude' },
  { value: 'offset', label: 'A fixed offset from Universal Time, as stated on the certificate' },
];

/**
 * Corrections for when the atlas or the time-zone history is not what the birth record says:
 * coordinates, another time zone, or a clock rule of the user's own.
 */
export function PlaceAndClockOverrides(props: PlaceAndClockOverridesProps) {
  const { place, clockRule, utcOffset, offsetError, onPlace, onClockRule, onUtcOffset, onUtcOffsetBlur } = props;
  const [open, setOpen] = useState(props.defaultOpen ?? false);
  const panelId = useId();
  const ruleLabelId = useId();
  const zones = useMemo(() => timeZoneList(place.timeZone), [place.timeZone]);
  return (
    <Box>
      <Button
        size="small"
        onClick={() => setOpen((current) => !current)}
        aria-expanded={open}
        aria-controls={panelId}
        endIcon={<ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />}
      >
        Correct the coordinates or the clock
      </Button>
      <Collapse in={open} id={panelId} unmountOnExit>
        <Stack spacing={2.5} sx={{ mt: 1.5, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Typography variant="body2" color="text.secondary">
            For a birth record that gives its own coordinates or time standard. The chart states the rule it used.
          </Typography>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <CoordinateInput axis="lat" value={place.lat} onChange={(lat) => onPlace({ ...place, lat })} />
            <CoordinateInput axis="lon" value={place.lon} onChange={(lon) => onPlace({ ...place, lon })} />
          </Stack>
          <Autocomplete
            options={zones}
            value={place.timeZone}
            disableClearable
            autoHighlight
            onChange={(_event, timeZone) => onPlace({ ...place, timeZone })}
            renderInput={(params) => <TextField {...params} label="Time zone" helperText="The zone whose history reads the clock" />}
          />
          <FormControl>
            <FormLabel id={ruleLabelId}>How the birth clock is read</FormLabel>
            <RadioGroup aria-labelledby={ruleLabelId} value={clockRule} onChange={(event) => onClockRule(event.target.value as ClockRule)}>
              {RULES.map((rule) => (
                <FormControlLabel key={rule.value} value={rule.value} control={<Radio size="small" />} label={rule.label} sx={{ my: 0.5 }} />
              ))}
            </RadioGroup>
          </FormControl>
          {clockRule === 'offset' && (
            <TextField
              label="UTC offset"
              value={utcOffset}
              placeholder="+01:00"
              onChange={(event) => onUtcOffset(event.target.value)}
              onBlur={onUtcOffsetBlur}
              error={Boolean(offsetError)}
              helperText={offsetError ?? 'Hours and minutes ahead of (+) or behind (−) Greenwich'}
              sx={{ maxWidth: 320 }}
            />
          )}
        </Stack>
      </Collapse>
    </Box>
  );
}
