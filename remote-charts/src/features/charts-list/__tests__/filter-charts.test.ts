import type { SavedChart } from '../../saved-charts';
import { filterAndSortCharts } from '../model/filter-charts';

function chart(id: string, name: string, place: string, utc: string, createdAt: string): SavedChart {
  return {
    id,
    birth: { name, date: utc.slice(0, 10), time: '12:00', place: { name: place, lat: 0, lon: 0, timeZone: 'UTC' }, houseSystem: 'placidus', utc, utcOffsetSeconds: 0 },
    snapshot: null,
    createdAt,
    updatedAt: createdAt,
  };
}

const charts = [
  chart('1', 'Zoë', 'São Paulo, Brazil', '1985-01-01T00:00:00.000Z', '2024-01-02'),
  chart('2', 'adam', 'London, United Kingdom', '1970-06-01T00:00:00.000Z', '2024-01-03'),
  chart('3', 'Bea', 'Paris, France', '1999-03-01T00:00:00.000Z', '2024-01-01'),
];

test('sorts newest, oldest, by name (case-insensitively) and by birth', () => {
  expect(filterAndSortCharts(charts, '', 'newest').map((c) => c.id)).toEqual(['2', '1', '3']);
  expect(filterAndSortCharts(charts, '', 'oldest').map((c) => c.id)).toEqual(['3', '1', '2']);
  expect(filterAndSortCharts(charts, '', 'name').map((c) => c.id)).toEqual(['2', '3', '1']);
  expect(filterAndSortCharts(charts, '', 'birth').map((c) => c.id)).toEqual(['2', '1', '3']);
});

test('searches names and places, ignoring case and accents, every word', () => {
  expect(filterAndSortCharts(charts, 'sao', 'newest').map((c) => c.id)).toEqual(['1']);
  expect(filterAndSortCharts(charts, 'ZOE brazil', 'newest').map((c) => c.id)).toEqual(['1']);
  expect(filterAndSortCharts(charts, 'zoe france', 'newest')).toEqual([]);
  expect(filterAndSortCharts(charts, '  ', 'newest')).toHaveLength(3);
});

test('does not reorder the list it was given', () => {
  const copy = [...charts];
  filterAndSortCharts(charts, '', 'name');
  expect(charts).toEqual(copy);
});
