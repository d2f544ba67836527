import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { type Atlas, getWebAtlas, type Place } from '../../../atlas';
import type { BirthPlace } from '../../../lib/birth-data/birth-data';
import { useAtlasSearch } from '../hooks/use-atlas';
import { placeLabel, toBirthPlace } from '../model/place-option';

export interface PlaceFieldProps {
  value: BirthPlace | null;
  onChange: (place: BirthPlace | null) => void;
  onBlur: () => void;
  error?: string;
  /** The atlas searched; the web app's own by default. */
  atlas?: Atlas;
}

interface PlaceOption {
  key: string;
  label: string;
  detail: string;
  place: BirthPlace;
}

const RESULTS = 8;
const NO_PLACES: Place[] = [];

function toOption(place: Place): PlaceOption {
  return {
    key: String(place.id),
    label: placeLabel(place),
    detail: `${place.alias ? `Also called “${place.alias}” · ` : ''}${Math.abs(place.lat).toFixed(2)}°${place.lat < 0 ? 'S' : 'N'} ${Math.abs(place.lon).toFixed(2)}°${place.lon < 0 ? 'W' : 'E'} · ${place.timeZone}${place.population > 0 ? ` · pop. ${place.population.toLocaleString('en')}` : ''}`,
    place: toBirthPlace(place),
  };
}

/**
 * Birth place search over the offline atlas: the places of the first two letters typed
 * download as they are needed, and stay available offline.
 */
export function PlaceField({ value, onChange, onBlur, error, atlas = getWebAtlas() }: PlaceFieldProps) {
  const [input, setInput] = useState(value?.name ?? '');
  // The chosen place's own label is not a search.
  const search = useAtlasSearch(atlas, input === value?.name ? '' : input, RESULTS);
  const places = search.status === 'done' ? search.places : NO_PLACES;
  const options = useMemo(() => places.map(toOption), [places]);
  const searching = search.status === 'searching';
  // The index is small and every search needs it: fetch it as soon as the field is used.
  const prepare = () => void atlas.prepare().catch(() => undefined);
  const selected: PlaceOption | null = value ? { key: `${value.lat},${value.lon}`, label: value.name, detail: '', place: value } : null;
  const allOptions = selected && !options.some((o) => o.label === selected.label) ? [selected, ...options] : options;

  const helper =
    search.status === 'error' ? (
      <>
        {search.message}{' '}
        <Button size="small" onClick={search.retry} sx={{ py: 0, minWidth: 0, verticalAlign: 'baseline' }}>
          Try again
        </Button>
      </>
    ) : (
      (error ?? (searching ? 'Searching places…' : 'Type a city or town, e.g. “Paris, TX” or “Sao Paulo”'))
    );

  return (
    <Autocomplete<PlaceOption, false, false, false>
      options={allOptions}
      value={selected}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      onChange={(_event, option) => onChange(option?.place ?? null)}
      onOpen={prepare}
      onFocus={prepare}
      onBlur={onBlur}
      filterOptions={(list) => list}
      getOptionLabel={(option) => option.label}
      getOptionKey={(option) => option.key}
      isOptionEqualToValue={(option, current) => option.label === current.label}
      loading={searching}
      loadingText="Searching places…"
      noOptionsText={
        search.status === 'idle'
          ? search.tooShort
            ? `Type at least ${atlas.minQueryLength} letters`
            : 'Start typing a place name'
          : search.status === 'error'
            ? 'Places could not be loaded'
            : 'No place of that name'
      }
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
          error={Boolean(error) || search.status === 'error'}
          helperText={helper}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-busy': searching },
            formHelperText: { 'aria-live': 'polite' },
          }}
        />
      )}
    />
  );
}
