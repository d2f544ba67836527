import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { BirthPlace } from '../../../lib/birth-data/birth-data';
import { loadGoogleMaps, readGooglePlace } from '../../../lib/google-maps/load-google-maps';
import { timeZoneAt } from '../../../time';

export interface GooglePlaceSearchProps {
  apiKey: string;
  onPlace: (place: BirthPlace) => void;
}

/**
 * An extra place search through Google Places, offered only when a Maps key is configured.
 * The offline atlas stays the main search; this one needs a connection.
 */
export function GooglePlaceSearch({ apiKey, onPlace }: GooglePlaceSearchProps) {
  const input = useRef<HTMLInputElement>(null);
  const [requested, setRequested] = useState(false);
  const [failed, setFailed] = useState(false);
  const onPlaceRef = useRef(onPlace);
  useEffect(() => {
    onPlaceRef.current = onPlace;
  }, [onPlace]);

  useEffect(() => {
    if (!requested || !input.current) return;
    let active = true;
    const element = input.current;
    loadGoogleMaps(apiKey).then(
      (places) => {
        if (!active) return;
        const autocomplete = new places.Autocomplete(element, { fields: ['geometry', 'name', 'formatted_address'] });
        autocomplete.addListener('place_changed', () => {
          const found = readGooglePlace(autocomplete.getPlace());
          if (found) onPlaceRef.current({ ...found, timeZone: timeZoneAt(found.lat, found.lon) });
        });
      },
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [requested, apiKey]);

  return (
    <>
      <TextField
        inputRef={input}
        label="Search with Google Maps"
        size="small"
        onFocus={() => setRequested(true)}
        disabled={failed}
        helperText={failed ? ' ' : 'Needs a connection; the place list above works offline.'}
      />
      {failed && (
        <Typography role="alert" sx={(theme) => ({ color: theme.palette.mode === 'dark' ? theme.palette.error.light : theme.palette.error.main, mt: -2 })}>
          Failed to load Google Maps
        </Typography>
      )}
    </>
  );
}
