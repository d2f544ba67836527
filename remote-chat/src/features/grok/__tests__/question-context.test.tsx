import { fireEvent, render, screen } from '@testing-library/react';
import { MessageBubble } from '../components/message-bubble';
import type { ChatMessage } from '../model/chat-messages';

const question: ChatMessage = {
  id: 'q1',
  parentId: null,
  role: 'user',
  status: 'complete',
  createdAt: '2026-11-29T10:00:00Z',
  content: [
    { type: 'text', text: 'What does this placement say?' },
    { type: 'text', kind: 'quote', label: 'Natal chart of Ada', text: 'Sun 24°27′ Taurus' },
    { type: 'text', kind: 'attachment', label: 'Data from this page', text: '<chart name="Ada">' },
  ],
};

describe('a question sent from a page', () => {
  it('shows the user’s words, the passage as a quote of its page, and the data closed', () => {
    render(
      <ul>
        <MessageBubble
          message={question}
          streaming={false}
          versions={{ index: 0, count: 1, previous: null, next: null }}
          onShowVersion={() => {}}
        />
      </ul>,
    );
    expect(screen.getByText('What does this placement say?')).toBeVisible();
    const quote = screen.getByTestId('question-quote');
    expect(quote).toHaveTextContent('Sun 24°27′ Taurus');
    expect(quote).toHaveTextContent('From “Natal chart of Ada”');
    const attachment = screen.getByTestId('question-attachment');
    expect(attachment).not.toHaveAttribute('open');
    fireEvent.click(screen.getByText('Data from this page'));
    expect(attachment).toHaveAttribute('open');
    expect(attachment).toHaveTextContent('<chart name="Ada">');
    // Nothing of the prompt the model reads.
    expect(screen.queryByText(/Passage/)).toBeNull();
  });
});
