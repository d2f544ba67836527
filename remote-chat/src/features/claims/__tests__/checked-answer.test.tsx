import { render, screen, within } from '@testing-library/react';
import { CheckedAnswer } from '../components/checked-answer';
import { ANSWER, CHECKS } from './sample-claim-checks';

jest.setTimeout(30_000);

describe('CheckedAnswer', () => {
  it('marks the wrong claim with its correct value and sums up the check under the answer', async () => {
    const { container } = render(<CheckedAnswer text={ANSWER} checks={CHECKS} />);
    expect(
      await screen.findByText('Checked against your chart: the Sun is in Gemini, not Taurus'),
    ).toBeInTheDocument();
    expect(container.querySelector('.claim-wrong')).toHaveTextContent('Sun in Taurus');
    const summary = screen.getByRole('region', { name: 'Chart claims' });
    expect(summary).toHaveTextContent('2 chart claims checked, 1 wrong');
    // Both claims are in the text, so the summary lists nothing more.
    expect(within(summary).queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists the correction of a wrong claim whose words are not in the answer', async () => {
    const checks = {
      ...CHECKS,
      claims: [{ ...CHECKS.claims[0]!, text: 'your solar sign, Taurus' }, CHECKS.claims[1]!],
    };
    const { container } = render(<CheckedAnswer text={ANSWER} checks={checks} />);
    const summary = await screen.findByRole('region', { name: 'Chart claims' });
    expect(await within(summary).findByRole('listitem')).toHaveTextContent(
      '“your solar sign, Taurus”: Checked against your chart: the Sun is in Gemini, not Taurus',
    );
    expect(container.querySelector('.claim-wrong')).toBeNull();
    expect(container.querySelector('.claim-right')).toHaveTextContent('Mars in Leo');
  });

  it('shows a plain answer when nothing was checked', async () => {
    const { container } = render(<CheckedAnswer text="Just **prose**." checks={null} />);
    expect(await screen.findByText('prose')).toBeInTheDocument();
    expect(container.querySelector('[data-claim]')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Chart claims' })).not.toBeInTheDocument();
  });
});
