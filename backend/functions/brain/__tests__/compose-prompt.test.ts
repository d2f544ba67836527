import { composeBrainPrompt, sourcesOf } from '../compose-prompt';

const brain = {
  brain_id: 'moon-phase-coach',
  title: 'Moon Phase Coach',
  brain: { system_prompt: 'You coach people on the lunar cycle.' },
};
const chunk = {
  chunk_id: 7,
  document_id: 'doc-1',
  title: 'The void-of-course Moon',
  source: 'Knowledge base',
  chunk_index: 0,
  content: 'The Moon is void of course from its last major aspect until it changes sign.',
};

describe('composeBrainPrompt', () => {
  it('puts numbered knowledge in the system message, then earlier turns, then the question', () => {
    const messages = composeBrainPrompt({
      brain,
      chunks: [chunk],
      history: [
        { id: '1', user_message: 'Hello', assistant: null, message_time: 't1' },
        { id: '2', user_message: null, assistant: { content: 'Hi there' }, message_time: 't2' },
        {
          id: '3',
          user_message: null,
          assistant: { content: 'Sorry', error: 'error' },
          message_time: 't3',
        },
      ],
      question: 'When is the Moon void?',
    });
    expect(messages[0]!.role).toBe('system');
    expect(messages[0]!.content).toContain('You coach people on the lunar cycle.');
    expect(messages[0]!.content).toContain(
      '[1] The void-of-course Moon (Knowledge base)\nThe Moon is void of course',
    );
    // Failed answers are not replayed to the model as if they had been said.
    expect(messages.slice(1)).toEqual([
      { role: 'user', content: 'Hello' },
      { role: 'assistant', content: 'Hi there' },
      { role: 'user', content: 'When is the Moon void?' },
    ]);
  });

  it('says so when no knowledge matched', () => {
    const [system] = composeBrainPrompt({ brain, chunks: [], history: [], question: 'Hi' });
    expect(system!.content).toContain('No excerpt of the app');
  });

  it('records the sources with a short excerpt', () => {
    expect(sourcesOf([chunk])).toEqual([
      expect.objectContaining({ ref: 1, document_id: 'doc-1', title: 'The void-of-course Moon' }),
    ]);
  });
});
