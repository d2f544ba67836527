import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { buildAtlasShards } from '../../../../scripts/build-atlas-shards';
import { createShardedAtlas, type Atlas } from '../../../atlas';
import type { PlaceTable } from '../../../atlas/decode-place-data';
import type { BirthPlace } from '../../../lib/birth-data/birth-data';
import { PlaceField } from '../components/place-field';

const table: PlaceTable = {
  count: 3,
  names: ['London', 'Londonderry', 'Lisbon'],
  region: Uint16Array.from([0, 0, 1]),
  zone: Uint16Array.from([0, 0, 1]),
  lat: Int32Array.from([515085, 549977, 387167]),
  lon: Int32Array.from([-1257, -73086, -91333]),
  population: Uint32Array.from([7556900, 83652, 517802]),
  id: Uint32Array.from([2643743, 2643736, 2267057]),
  aliases: [['Londres'], [], ['Lissabon']],
  countryCodes: ['GB', 'PT'],
  countryNames: ['United Kingdom', 'Portugal'],
  regionCountry: Uint16Array.from([0, 1]),
  regionCodes: ['ENG', '14'],
  regionNames: ['England', 'Lisbon'],
  zones: ['Europe/London', 'Europe/Lisbon'],
};
const built = buildAtlasShards(table);

/** An atlas over the built files whose shard loads wait for `release`, or fail while `failing`. */
function controlledAtlas() {
  const control = { failing: false, pending: [] as (() => void)[], loads: [] as string[] };
  const atlas: Atlas = createShardedAtlas(async (file) => {
    control.loads.push(file.split('.')[0]);
    if (file !== built.indexFile) {
      await new Promise<void>((resolve) => control.pending.push(resolve));
      if (control.failing) throw new Error('network down');
    }
    return JSON.parse(built.files.get(file)!);
  }, built.indexFile);
  const release = () => act(() => control.pending.splice(0).forEach((resolve) => resolve()));
  return { atlas, control, release };
}

function Field({ atlas, onChange }: { atlas: Atlas; onChange?: (place: BirthPlace | null) => void }) {
  const [value, setValue] = useState<BirthPlace | null>(null);
  return (
    <PlaceField
      atlas={atlas}
      value={value}
      onChange={(place) => {
        setValue(place);
        onChange?.(place);
      }}
      onBlur={() => undefined}
    />
  );
}

const input = () => screen.getByRole('combobox', { name: /birth place/i });
const helper = () => document.getElementById(`${input().id}-helper-text`);
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

test('asks for a second letter, shows it is searching while the shard loads, then lists places', async () => {
  const { atlas, control, release } = controlledAtlas();
  const chosen = jest.fn();
  render(<Field atlas={atlas} onChange={chosen} />);
  fireEvent.focus(input());
  type('L');
  expect(await screen.findByText('Type at least 2 letters')).toBeInTheDocument();
  expect(control.loads).toEqual(['index']);

  type('Lo');
  await waitFor(() => expect(input()).toHaveAttribute('aria-busy', 'true'));
  expect(helper()).toHaveTextContent('Searching places…');
  expect(control.loads).toEqual(['index', 'lo']);

  await release();
  expect(await screen.findByRole('option', { name: /London, England, United Kingdom/ })).toBeInTheDocument();
  expect(input()).toHaveAttribute('aria-busy', 'false');
  expect(screen.queryByRole('option', { name: /Lisbon/ })).not.toBeInTheDocument();

  // Later letters search the shard already there: no download, results at once.
  type('Londonde');
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
    expect.stringMatching(/^Londonderry, England, United Kingdom/),
  ]);
  expect(control.loads).toEqual(['index', 'lo']);
  fireEvent.click(screen.getByRole('option', { name: /Londonderry/ }));
  expect(chosen).toHaveBeenCalledWith({
    name: 'Londonderry, England, United Kingdom',
    lat: 54.9977,
    lon: -7.3086,
    timeZone: 'Europe/London',
  });
});

test('reports a failed load and loads again on “Try again”', async () => {
  const { atlas, control, release } = controlledAtlas();
  render(<Field atlas={atlas} />);
  control.failing = true;
  fireEvent.focus(input());
  type('Lis');
  await waitFor(() => expect(control.pending).toHaveLength(1));
  await release();
  expect(await screen.findByText(/The places starting with “Li” could not be loaded/)).toBeInTheDocument();
  expect(input()).toHaveAttribute('aria-invalid', 'true');
  expect(input()).toHaveAttribute('aria-busy', 'false');

  control.failing = false;
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(helper()).toHaveTextContent('Searching places…'));
  await release();
  expect(await screen.findByRole('option', { name: /Lisbon, Portugal/ })).toBeInTheDocument();
  expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  expect(control.loads).toEqual(['index', 'li', 'li']);
});

test('a place found by another name says so, and is chosen under its own name', async () => {
  const { atlas, control, release } = controlledAtlas();
  const chosen = jest.fn();
  render(<Field atlas={atlas} onChange={chosen} />);
  fireEvent.focus(input());
  type('Lissabon');
  await waitFor(() => expect(control.pending).toHaveLength(1));
  await release();
  const option = await screen.findByRole('option', { name: /^Lisbon, Portugal/ });
  expect(option).toHaveTextContent('Also called “Lissabon” · 38.72°N 9.13°W · Europe/Lisbon');
  fireEvent.click(option);
  expect(chosen).toHaveBeenCalledWith(expect.objectContaining({ name: 'Lisbon, Portugal', timeZone: 'Europe/Lisbon' }));
});
