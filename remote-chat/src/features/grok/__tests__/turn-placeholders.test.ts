import type { TurnRequest } from '../api/conversation-turns';
import type { ChatMessage } from '../model/chat-messages';
import { ROOT, visibleBranch } from '../model/message-tree';
import {
  adoptStoredIds,
  answeredQuestionId,
  choosePlaceholders,
  renameChoices,
  storedIdOf,
  turnPlaceholders,
  withoutPlaceholders,
} from '../model/turn-placeholders';

const at = '2026-11-29T12:00:00.000Z';
const stored = (id: string, parentId: string | null, role: ChatMessage['role']): ChatMessage => ({
  id,
  parentId,
  role,
  content: [{ type: 'text', text: id }],
  status: 'complete',
  createdAt: at,
});
const q1 = stored('q1', null, 'user');
const a1 = stored('a1', 'q1', 'assistant');
const ids = (list: readonly ChatMessage[]) => list.map((m) => m.id);

const question: TurnRequest = {
  model: 'grok-4',
  temperature: 0.7,
  conversationId: 'c1',
  parentId: 'a1',
  content: [{ type: 'text', text: 'Why?' }],
};
const retry: TurnRequest = {
  model: 'grok-4',
  temperature: 0.7,
  conversationId: 'c1',
  answerTo: 'q1',
};
const asked = { question: 'pending-question-1', answer: 'pending-answer-2' };
const answerOnly = { question: null, answer: 'pending-answer-3' };

describe('turn placeholders', () => {
  it('shows a question and an empty streaming answer under it at once', () => {
    const [shownQuestion, shownAnswer] = turnPlaceholders(question, asked, at);
    expect(shownQuestion).toMatchObject({
      id: asked.question,
      parentId: 'a1',
      role: 'user',
      content: question.content,
      status: 'complete',
      pending: true,
    });
    expect(shownAnswer).toMatchObject({
      id: asked.answer,
      parentId: asked.question,
      role: 'assistant',
      content: [],
      model: 'grok-4',
      status: 'streaming',
      pending: true,
    });
  });

  it('shows only an answer for a new answer to a stored question', () => {
    expect(answeredQuestionId(retry, answerOnly)).toBe('q1');
    const placeholders = turnPlaceholders(retry, answerOnly, at);
    expect(placeholders).toHaveLength(1);
    expect(placeholders[0]).toMatchObject({ id: answerOnly.answer, parentId: 'q1' });
  });

  it('puts the placeholders on screen, a first question under the root', () => {
    const all = [q1, a1, ...turnPlaceholders(question, asked, at)];
    const choices = choosePlaceholders({}, question, asked);
    expect(ids(visibleBranch(all, choices))).toEqual(['q1', 'a1', asked.question, asked.answer]);
    const first = { ...question, conversationId: null, parentId: null };
    expect(choosePlaceholders({}, first, asked)).toEqual({
      [ROOT]: asked.question,
      [asked.question]: asked.answer,
    });
    expect(choosePlaceholders({ q1: 'a1' }, retry, answerOnly)).toEqual({ q1: answerOnly.answer });
  });

  it('swaps in the stored ids, keeping a stored copy that arrived first', () => {
    const storedId = storedIdOf(asked, { question: 'q2', answer: 'a2' });
    expect([asked.question, asked.answer, 'a1'].map(storedId)).toEqual(['q2', 'a2', 'a1']);
    const placed = turnPlaceholders(question, asked, at);
    const realtimeCopy = stored('q2', 'a1', 'user');
    const adopted = adoptStoredIds([q1, a1, realtimeCopy, ...placed], storedId);
    expect(ids(adopted)).toEqual(['q1', 'a1', 'q2', 'a2']);
    expect(adopted[2]).toBe(realtimeCopy);
    expect(adopted[3]).toMatchObject({ parentId: 'q2', pending: false, status: 'streaming' });
    expect(renameChoices(choosePlaceholders({ [ROOT]: 'q1' }, question, asked), storedId)).toEqual({
      [ROOT]: 'q1',
      a1: 'q2',
      q2: 'a2',
    });
  });

  it('takes a refused turn’s placeholders back, and nothing else', () => {
    const list = [q1, a1, ...turnPlaceholders(question, asked, at)];
    expect(ids(withoutPlaceholders(list, asked))).toEqual(['q1', 'a1']);
  });
});
