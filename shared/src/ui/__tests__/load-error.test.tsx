import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadError } from '../load-error';

describe('LoadError', () => {
  it('announces the message and loads again on Retry', async () => {
    const retry = jest.fn();
    render(<LoadError message="Failed to load messages" detail="Network down" onRetry={retry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load messages');
    expect(alert).toHaveTextContent('Network down');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('has no Retry button when nothing can be retried', () => {
    render(<LoadError message="Lesson not found" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Lesson not found');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
