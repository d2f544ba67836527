import { screen, within } from '@testing-library/react';
import { answer, fetchMock, renderAccuracyPage, SUMMARY } from './accuracy-page-fixtures';

describe('the accuracy page', () => {
  it('shows the worst difference per century and overall, from the report the build wrote', async () => {
    fetchMock.mockImplementation(() => answer(200, SUMMARY));
    renderAccuracyPage();
    const bodies = await screen.findByRole('table', { name: /ecliptic longitude/ });
    expect(fetchMock).toHaveBeenCalledWith('/accuracy.json', { cache: 'no-cache' });
    const moon = within(bodies).getByRole('rowheader', { name: 'Moon' }).closest('tr')!;
    expect(
      within(moon)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0.22″', '0.22″', '0.07″']);
    const houses = screen.getByRole('table', { name: /twelve cusps/ });
    const ascendant = within(houses).getByRole('rowheader', { name: 'Ascendant' }).closest('tr')!;
    expect(within(ascendant).getAllByRole('cell')[1]).toHaveTextContent('< 0.01″');
    expect(screen.getByText(/Across 3 reference charts from 1800 to 1999/)).toBeInTheDocument();
    expect(screen.getByText(/Measured on 29 November 2026/)).toHaveTextContent('release 2025b');
  });
});
