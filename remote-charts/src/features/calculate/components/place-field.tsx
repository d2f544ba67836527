import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import type { Place } from '../../../atlas';
import type { BirthPlace } from '../../../lib/birth-data/birth-data';
import { useAtlas } from '../hooks/use-atlas';
import { placeLabel, toBirthPlace } from '../model/place-option';

export interface PlaceFieldProps {
  value: BirthPlace | null;
  onChange: (place: BirthPlace | null) => void;
  onBlur: () => void;
  error?: string;
}

interface PlaceOption {
  key: string;
  label: string;
  detail: string;
  place: BirthPlace;
}

const RESULTS = 8;

function toOption(place: Place): PlaceOption {
  return {
    key: String(place.id),
    label: placeLabel(place),
    detail: `${Math.abs(place.lat).toFixed(2)}°${place.lat < 0 ? 'S' : 'N'} ${Math.abs(place.lon).toFixed(2)}°${place.lon < 0 ? 'W' : 'E'} · ${place.timeZone}${place.population > 0 ? ` · pop. ${place.population.toLocaleString('en')}` : ''}`,
    place: toBirthPlace(place),
  };
}

/** Birth place search over the offline atlas, which downloads when the field is first used. */
export function PlaceField({ value, onChange, onBlur, error }: PlaceFieldProps) {
  const [atlasState, loadAtlas] = useAtlas();
  const [input, setInput] = useState(value?.name ?? '');
  const options = useMemo(() => {
    if (atlasState.status !== 'ready' || input.trim() === '' || input === value?.name) return [];
    return atlasState.atlas.search(input, RESULTS).map(toOption);
  }, [atlasState, input, value]);
  const selected: PlaceOption | null = value ? { key: `${value.lat},${value.lon}`, label: value.name, detail: '', place: value } : null;
  const allOptions = selected && !options.some((o) => o.label === selected.label) ? [selected, ...options] : options;

  const helper =
    atlasState.status === 'error'
      ? atlasState.message
      : (error ?? (atlasState.status === 'loading' ? 'Loading the list of places…' : 'Type a city or town, e.g. “Paris, TX” or “Sao Paulo”'));

  return (
    <Autocomplete<PlaceOption, false, false, false>
      options={allOptions}
      value={selected}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      onChange={(_event, option) => onChange(option?.place ?? null)}
      onOpen={loadAtlas}
      onFocus={loadAtlas}
      onBlur={onBlur}
      filterOptions={(list) => list}
      getOptionLabel={(option) => option.label}
      getOptionKey={(option) => option.key}
      isOptionEqualToValue={(option, current) => option.label === current.label}
      loading={atlasState.status === 'loading'}
      loadingText="Loading the list of places…"
      noOptionsText={input.trim() === '' ? 'Start typing a place name' : 'No place of that name'}
      autoHighlight
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography>{option.label}</Typography>
            {option.detail && (
              <Typography variant="body2" color="text.secondary">
                {option.detail}
              </Typography>
            )}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Birth place"
          required
          error={Boolean(error) || atlasState.status === 'error'}
          helperText={helper}
        />
      )}
    />
  );
}
