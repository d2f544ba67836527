import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { AskAiButton, provideAskAi } from '../ask-ai-button';

function Marked() {
  const passage = useRef<HTMLParagraphElement>(null);
  return (
    <>
      <p ref={passage} data-send-to-ai="Lesson: The houses">
        The first house is the self.
      </p>
      <AskAiButton target={passage} />
    </>
  );
}

describe('AskAiButton', () => {
  it('shows only while Send-to-AI is on the page, and asks it about the whole marked element', () => {
    render(<Marked />);
    expect(screen.queryByRole('button', { name: 'Ask AI about this' })).toBeNull();

    const asked: HTMLElement[] = [];
    let withdraw = () => {};
    act(() => {
      withdraw = provideAskAi((marked) => asked.push(marked));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ask AI about this' }));
    expect(asked.map((el) => el.getAttribute('data-send-to-ai'))).toEqual(['Lesson: The houses']);

    act(() => withdraw());
    expect(screen.queryByRole('button', { name: 'Ask AI about this' })).toBeNull();
  });
});
