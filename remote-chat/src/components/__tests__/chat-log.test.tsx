import { fireEvent, render, screen } from '@testing-library/react';
import { ChatLog } from '../chat-log/chat-log';

/** jsdom lays nothing out: give the log the geometry of a list taller than its box. */
function withGeometry(log: HTMLElement, { scrollHeight, clientHeight }: Record<string, number>) {
  Object.defineProperty(log, 'scrollHeight', { configurable: true, get: () => scrollHeight });
  Object.defineProperty(log, 'clientHeight', { configurable: true, get: () => clientHeight });
}

const messages = (n: number) =>
  Array.from({ length: n }, (_, i) => <li key={i}>{`message ${i + 1}`}</li>);

function renderLog(count: number, pending: string | null = null) {
  return (
    <ChatLog
      label="Conversation with Grok"
      busy={pending !== null}
      loading={false}
      emptyState={count === 0 ? <p>Ask a question to start.</p> : null}
      pending={pending}
      contents={count}
      minHeight={300}
      maxHeight="60vh"
    >
      {messages(count)}
    </ChatLog>
  );
}

describe('ChatLog', () => {
  it('is a named, focusable log around a list, with the empty state as its only item', () => {
    render(renderLog(0));
    const log = screen.getByRole('log', { name: 'Conversation with Grok' });
    expect(log).toHaveAttribute('tabindex', '0');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('listitem')).toHaveTextContent('Ask a question to start.');
  });

  it('follows a new message when the reader is at the end', () => {
    const { rerender } = render(renderLog(3));
    const log = screen.getByRole('log');
    withGeometry(log, { scrollHeight: 1000, clientHeight: 400 });
    log.scrollTop = 600;
    fireEvent.scroll(log);
    // The new message is taller than the slack: measured only now, the end is out of reach.
    withGeometry(log, { scrollHeight: 1400, clientHeight: 400 });
    rerender(renderLog(4));
    expect(log.scrollTop).toBe(1400);
  });

  it('stays where the reader scrolled up to, until the assistant starts getting ready', () => {
    const { rerender } = render(renderLog(3));
    const log = screen.getByRole('log');
    withGeometry(log, { scrollHeight: 1200, clientHeight: 400 });
    log.scrollTop = 100;
    fireEvent.scroll(log);
    rerender(renderLog(4));
    expect(log.scrollTop).toBe(100);
    rerender(renderLog(4, 'Thinking...'));
    expect(log.scrollTop).toBe(1200);
    expect(screen.getAllByRole('listitem').at(-1)).toHaveTextContent('Thinking...');
    expect(log).toHaveAttribute('aria-busy', 'true');
  });
});
