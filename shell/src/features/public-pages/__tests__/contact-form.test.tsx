import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '../components/contact-form';
import type { ContactMessageInput } from '../model/contact-message';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

function setup(
  send: (message: ContactMessageInput) => Promise<void>,
  now = () => 1_800_000_000_000,
) {
  const storage = memoryStorage();
  render(<ContactForm send={send} supportEmail="help@example.org" storage={storage} now={now} />);
  return { user: userEvent.setup(), storage };
}

// Typing character by character through MUI is slow in jsdom; a change event per field is enough here.
const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function chooseCategory(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.selectOptions(
    screen.getByRole('combobox', { name: /Category/ }),
    screen.getByRole('option', { name }),
  );
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  fill(/^Name/, 'Ada Lovelace');
  fill(/^E-mail/, 'ada@example.com');
  fill(/^Subject/, 'Chart question');
  await chooseCategory(user, 'Charts and calculations');
  fill(/^Message/, 'Why does my Ascendant differ from another site?');
}

jest.setTimeout(20_000);

describe('ContactForm', () => {
  it('renders the message as one plain textarea of six rows, without a measuring twin', () => {
    setup(jest.fn());
    const message = screen.getByLabelText(/^Message/);
    expect(message.tagName).toBe('TEXTAREA');
    expect(message).toHaveAttribute('rows', '6');
    // MUI's auto-sizing field adds a hidden twin it measures in a layout effect (a forced layout).
    expect(document.querySelectorAll('textarea')).toHaveLength(1);
  });

  it('offers the categories in the browser list, with none chosen at first', () => {
    setup(jest.fn());
    const category = screen.getByRole('combobox', { name: /Category/ });
    expect(category.tagName).toBe('SELECT');
    expect(category).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Charts and calculations' })).toBeInTheDocument();
  });

  it('shows an error next to each invalid field and sends nothing', async () => {
    const send = jest.fn(() => Promise.resolve());
    const { user } = setup(send);
    fill(/^E-mail/, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('Please enter your name');
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription(
      'Please enter a valid e-mail address, like name@example.com',
    );
    expect(screen.getByText('Please choose what your message is about')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    // Fixing a field clears its message while typing.
    fill(/^Name/, 'Ada');
    expect(screen.queryByText('Please enter your name')).not.toBeInTheDocument();
  });

  it('sends a valid message and confirms it', async () => {
    const send = jest.fn(() => Promise.resolve());
    const { user, storage } = setup(send);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(send).toHaveBeenCalledWith({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Chart question',
      category: 'charts',
      message: 'Why does my Ascendant differ from another site?',
    });
    const confirmation = await screen.findByRole('status');
    expect(within(confirmation).getByRole('heading', { name: 'Message sent' })).toBeInTheDocument();
    expect(confirmation).toHaveTextContent('will reply to ada@example.com');
    expect(JSON.parse(storage.getItem('contact_sent_at') ?? '[]')).toHaveLength(1);
  });

  it('keeps everything typed when sending fails', async () => {
    const send = jest.fn(() => Promise.reject(new Error('We could not reach the server.')));
    const { user } = setup(send);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the server. What you wrote is still in the form.',
    );
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText(/^Message/)).toHaveValue(
      'Why does my Ascendant differ from another site?',
    );
  });

  it('holds back a second message sent straight after the first', async () => {
    const send = jest.fn(() => Promise.resolve());
    const { user } = setup(send);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await user.click(await screen.findByRole('button', { name: 'Write another message' }));
    fill(/^Subject/, 'One more thing');
    await chooseCategory(user, 'Feedback and ideas');
    fill(/^Message/, 'I forgot to say thank you for the lessons.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please wait 30 seconds before sending another',
    );
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('One more thing');
  });

  it('pretends success but stores nothing when the hidden honeypot field is filled', async () => {
    const send = jest.fn(() => Promise.resolve());
    const { user } = setup(send);
    await fillValid(user);
    fireEvent.change(document.getElementById('contact-website') as HTMLInputElement, {
      target: { value: 'https://spam.example' },
    });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('heading', { name: 'Message sent' })).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });
});
