import type { TurnRequest } from '../api/conversation-turns';
import type { ChatMessage } from './chat-messages';
import { ROOT, type BranchChoices } from './message-tree';

/** The ids a turn's messages are shown under until the server names them. */
export interface PlaceholderIds {
  /** Null when the turn asks no question: a new answer to a stored one. */
  question: string | null;
  answer: string;
}

/** The ids the server stored a turn's question and answer under. */
export interface StoredTurnIds {
  question: string;
  answer: string;
}

/** The question a turn's answer answers: its own placeholder question, or the stored one. */
export function answeredQuestionId(request: TurnRequest, placeholder: PlaceholderIds): string {
  return 'answerTo' in request ? request.answerTo : placeholder.question!;
}

/** What a turn shows at once: its question (if it asks one) and an empty answer. */
export function turnPlaceholders(
  request: TurnRequest,
  placeholder: PlaceholderIds,
  createdAt: string,
): ChatMessage[] {
  const placeholders: ChatMessage[] = [];
  if ('content' in request)
    placeholders.push({
      id: placeholder.question!,
      parentId: request.parentId,
      role: 'user',
      content: request.content,
      status: 'complete',
      createdAt,
      pending: true,
    });
  placeholders.push({
    id: placeholder.answer,
    parentId: answeredQuestionId(request, placeholder),
    role: 'assistant',
    content: [],
    model: request.model,
    status: 'streaming',
    createdAt,
    pending: true,
  });
  return placeholders;
}

/** The branch choices that put a turn's placeholders on screen. */
export function choosePlaceholders(
  choices: BranchChoices,
  request: TurnRequest,
  placeholder: PlaceholderIds,
): BranchChoices {
  let next = choices;
  if ('content' in request) next = { ...next, [request.parentId ?? ROOT]: placeholder.question! };
  return { ...next, [answeredQuestionId(request, placeholder)]: placeholder.answer };
}

/** Maps a placeholder's id to the one the server stored it under; any other id stays. */
export function storedIdOf(
  placeholder: PlaceholderIds,
  stored: StoredTurnIds,
): (id: string) => string {
  return (id) =>
    id === placeholder.question ? stored.question : id === placeholder.answer ? stored.answer : id;
}

/** The placeholders take the stored ids; a stored copy that arrived first stays. */
export function adoptStoredIds(
  messages: readonly ChatMessage[],
  storedId: (id: string) => string,
): ChatMessage[] {
  const stored = messages.filter((m) => !m.pending);
  const placed = messages
    .filter((m) => m.pending)
    .map((m) => ({
      ...m,
      id: storedId(m.id),
      parentId: m.parentId && storedId(m.parentId),
      pending: false,
    }))
    .filter((m) => !stored.some((s) => s.id === m.id));
  return [...stored, ...placed];
}

/** The same branch choices, naming the placeholders by their stored ids. */
export function renameChoices(
  choices: BranchChoices,
  storedId: (id: string) => string,
): BranchChoices {
  return Object.fromEntries(
    Object.entries(choices).map(([key, value]) => [storedId(key), storedId(value)]),
  );
}

/** The messages without a turn's placeholders. */
export function withoutPlaceholders(
  messages: readonly ChatMessage[],
  placeholder: PlaceholderIds,
): ChatMessage[] {
  return messages.filter((m) => m.id !== placeholder.question && m.id !== placeholder.answer);
}
