import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, fetchMock, renderAccuracyPage, SUMMARY } from './accuracy-page-fixtures';

describe('the accuracy page', () => {
  it('says when the report cannot be read, and Retry loads it', async () => {
    fetchMock
      .mockImplementationOnce(() => answer(200, { format: 1, centuries: 'none' }))
      .mockImplementation(() => answer(200, SUMMARY));
    renderAccuracyPage();
    expect(await screen.findByText(/accuracy report could not be loaded/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: /ecliptic longitude/ })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
