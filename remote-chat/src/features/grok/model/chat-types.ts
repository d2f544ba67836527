import type { ChatMessage } from './chat-messages';
import type { PreparedImage } from './image-attachments';
import type { SiblingPosition } from './message-tree';

export type ChatStatus = 'idle' | 'loading' | 'thinking' | 'streaming';

export const CONVERSATION_NOT_FOUND = 'This conversation was not found. It may have been deleted.';

export interface GrokChatOptions {
  /** The conversation to show; null for a new one. */
  conversationId?: string | null;
  /** Called when the chat moves to another conversation: its first question was stored, or New. */
  onConversationChange?: (id: string | null) => void;
  /** The model to start with, when the model is not controlled. */
  initialModel?: string;
  /** Controls the model from outside (the admin panel's picker). */
  model?: string;
  onModelChange?: (model: string) => void;
  /** The brain a new conversation starts with; null or absent: Grok. */
  initialBrainId?: string | null;
}

export interface GrokChat {
  /** The branch on screen, first question first. */
  messages: ChatMessage[];
  /** Where a message stands among its versions. */
  versionsOf(message: ChatMessage): SiblingPosition;
  showVersion(messageId: string): void;
  status: ChatStatus;
  busy: boolean;
  thinkingStep: number;
  error: string | null;
  /** The last failure asked for the user's own provider key. */
  keyRequired: boolean;
  /** Live updates are unavailable; what is shown may be behind. */
  offline: boolean;
  model: string;
  setModel(model: string): void;
  /** The brain that answers this conversation; null: Grok, with `model`. */
  brainId: string | null;
  /**
   * Chooses who answers. A conversation keeps its assistant, so choosing another brain (or Grok
   * in a brain's conversation, or a brain in Grok's) starts a new conversation.
   */
  setAssistant(choice: { brainId: string } | { model: string }): void;
  conversationId: string | null;
  /** The saved charts the conversation reads; sent with the next question. */
  chartIds: string[];
  setCharts(chartIds: string[]): void;
  /** Sends a question; resolves false (the reason in `error`) when it was not stored. */
  send(text: string, images: PreparedImage[]): Promise<boolean>;
  /** Asks for a new answer to the question an answer answered (Regenerate, and Retry). */
  regenerate(answer: ChatMessage): Promise<boolean>;
  /** Sends an edited question as a new version of it; the earlier one stays reachable. */
  edit(question: ChatMessage, text: string): Promise<boolean>;
  stop(): void;
  clearError(): void;
  reportError(message: string): void;
  dismissKeyRequest(): void;
  newConversation(): void;
}
