import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast, notify, Toaster, useNotify } from '..';

afterEach(() => act(() => dismissToast()));

describe('Toaster', () => {
  it('renders the shared queue, whoever raised the toast, and closes on dismiss', async () => {
    function SaveButton() {
      const toast = useNotify();
      return (
        <button onClick={() => toast({ title: 'Chart saved', variant: 'success' })}>Save</button>
      );
    }
    render(
      <>
        <SaveButton />
        <Toaster />
      </>,
    );
    act(() => {
      notify({
        title: 'Failed to delete chart',
        description: 'Network down',
        variant: 'destructive',
      });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getByRole('alert')).toHaveTextContent(
      'Failed to delete chartNetwork down',
    );
    const saved = within(region).getByRole('status');
    expect(saved).toHaveTextContent('Chart saved');
    await userEvent.click(within(saved).getByRole('button', { name: 'Dismiss notification' }));
    expect(within(region).queryByText('Chart saved')).toBeNull();
  });

  it('collapses a repeated message into one toast with a count', () => {
    render(<Toaster />);
    act(() => {
      for (let i = 0; i < 3; i++) notify({ title: 'Connection lost', variant: 'destructive' });
    });
    const alerts = within(screen.getByRole('region', { name: 'Notifications' })).getAllByRole(
      'alert',
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent('Connection lost×3 (3 times)');
  });

  it('offers one action, which runs and closes the toast', async () => {
    const undo = jest.fn();
    render(<Toaster />);
    act(() => {
      notify({ title: 'Chart deleted', action: { label: 'Undo', onClick: undo } });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    await userEvent.click(within(region).getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledTimes(1);
    expect(within(region).queryByText('Chart deleted')).toBeNull();
  });
});
