import { readAssistantChoice, rememberAssistantChoice } from '../model/assistant-choice';

describe('the assistant a user chose last', () => {
  beforeEach(() => localStorage.clear());

  it('is remembered per user: a brain or a model', () => {
    rememberAssistantChoice('user-1', { brainId: 'tarot-companion' });
    rememberAssistantChoice('user-2', { model: 'grok-3-mini' });
    expect(readAssistantChoice('user-1')).toEqual({ brainId: 'tarot-companion' });
    expect(readAssistantChoice('user-2')).toEqual({ model: 'grok-3-mini' });
    rememberAssistantChoice('user-1', { model: 'grok-3' });
    expect(readAssistantChoice('user-1')).toEqual({ model: 'grok-3' });
  });

  it('is nothing when signed out, never chosen, or stored in another shape', () => {
    rememberAssistantChoice(undefined, { model: 'grok-3' });
    expect(readAssistantChoice(undefined)).toBeNull();
    expect(readAssistantChoice('user-3')).toBeNull();
    localStorage.setItem('astro.chat.assistant:user-3', '{"brainId": 7}');
    expect(readAssistantChoice('user-3')).toBeNull();
    localStorage.setItem('astro.chat.assistant:user-3', 'not json');
    expect(readAssistantChoice('user-3')).toBeNull();
  });
});
