// Generous limits: MUI renders slowly in jsdom on a busy machine.
jest.setTimeout(30_000);

import { Toaster } from '@astro/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MessageCard } from '../components/message-card';
import { parseContactMessages } from '../model/contact-message';

const message = (status: string, createdAt = '2025-01-02T10:00:00Z') =>
  parseContactMessages([
    {
      id: 'm-1',
      subject: 'Houses question',
      message: 'Which house system do you use?',
      category: 'charts',
      email: 'ada@example.com',
      name: 'Ada',
      priority: 'low',
      status,
      assigned_to: 'staff-1',
      created_at: createdAt,
      updated_at: null,
      responded_at: null,
      response_notes: null,
      responses: [{ message: 'Placidus by default.', created_at: 'not a date', staff_name: 'Sam' }],
    },
  ])[0]!;

function renderCard(status: string, createdAt?: string) {
  const onStatus = jest.fn().mockResolvedValue(undefined);
  const onRespond = jest.fn().mockResolvedValue(true);
  const view = render(
    <>
      <MessageCard message={message(status, createdAt)} onStatus={onStatus} onRespond={onRespond} />
      <Toaster />
    </>,
  );
  return { onStatus, onRespond, view };
}

// Queries by text rather than by role: role queries over MUI's trees are slow in jsdom.
const button = (label: string) => screen.getByText(label).closest('button')!;
const expand = () => fireEvent.click(screen.getByText('Houses question').closest('button')!);

describe('MessageCard', () => {
  it('shows the badges, and the actions once expanded', () => {
    renderCard('new');
    expect(screen.getByText('New').closest('[data-tone]')).toHaveAttribute('data-tone', 'blue');
    expect(screen.getByText('Low priority').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'green',
    );
    expect(screen.queryByText('Close')).not.toBeInTheDocument();
    expand();
    expect(button('Mark In Progress')).toBeEnabled();
    expect(button('Close')).toBeEnabled();
    // A response with an unreadable date still shows, with 'Invalid date'.
    expect(screen.getByText('Sam · Invalid date')).toBeInTheDocument();
  });

  it('disables Mark In Progress while in progress, and Close once closed', () => {
    renderCard('in_progress');
    expand();
    expect(button('Mark In Progress')).toBeDisabled();
    expect(button('Close')).toBeEnabled();
  });

  it('keeps Close disabled for a closed message, and can reopen it', async () => {
    const { onStatus } = renderCard('closed');
    expand();
    expect(button('Close')).toBeDisabled();
    fireEvent.click(button('Mark In Progress'));
    await waitFor(() => expect(onStatus).toHaveBeenCalledWith('in_progress'), { timeout: 10_000 });
  });

  it('sends only non-blank responses and clears the form after saving', async () => {
    const { onRespond } = renderCard('new');
    expand();
    const box = screen.getByLabelText('Your response');
    fireEvent.change(box, { target: { value: '   ' } });
    expect(button('Send response')).toBeDisabled();
    fireEvent.change(box, { target: { value: 'Placidus, unless you pick another.' } });
    expect(button('Send response')).toBeEnabled();
    fireEvent.click(button('Send response'));
    await waitFor(() => expect(box).toHaveValue(''), { timeout: 10_000 });
    expect(onRespond).toHaveBeenCalledWith('Placidus, unless you pick another.');
  });

  it('shows Invalid date for an unreadable sent date', () => {
    renderCard('new', 'yesterday-ish');
    expect(screen.getByText(/Ada · ada@example.com · Invalid date/)).toBeInTheDocument();
  });
});
