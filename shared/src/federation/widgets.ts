import type { ComponentType } from 'react';

/**
 * The widgets remotes expose to each other, by federation id, with their props. Both sides are
 * typed against this one declaration: `RemoteWidget` checks what a caller passes, and each
 * remote's exposed module checks its component with `ExposedWidget`, so renaming a prop on
 * either side fails typecheck instead of breaking another app at run time.
 */
export interface RemoteWidgets {
  /** Rendered once per page: an Analyze button for text selected in marked elements. */
  'astro_chat/SendToAi': SendToAiWidgetProps;
  /** The Grok chat, as a page or embedded (the admin dashboard). */
  'astro_chat/GrokChat': GrokChatWidgetProps;
  /** Support staff's "Assigned to me" inbox on the dashboard. */
  'astro_admin/AssignedMessages': AssignedMessagesWidgetProps;
}

export type WidgetId = keyof RemoteWidgets;

export interface SendToAiWidgetProps {
  /** Which elements' text can be sent; default: every element with a `data-send-to-ai` attribute. */
  targetSelector?: string;
}

export interface GrokChatWidgetProps {
  /** 'page' fills a page; 'embedded' fits a card or dialog (e.g. the admin dashboard). */
  variant?: 'page' | 'embedded';
  /** Show the image generation box under the chat (default: on the page variant only). */
  imageGeneration?: boolean;
  /** Show the user's conversations: a sidebar on wide screens, a drawer on narrow ones. */
  history?: boolean;
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
  /** The user chose another assistant: a Grok model, or a brain. */
  onAssistantChange?: (choice: { model: string } | { brainId: string }) => void;
  /** The page's address for one of the conversations beside the chat (default: /grok's). */
  conversationHref?: (id: string) => string;
  /** The brain a new chat opens with when the page names none and the user never chose one. */
  fallbackBrainId?: string | null;
}

/** The inbox takes no props: it reads the signed-in user's roles itself. */
export type AssignedMessagesWidgetProps = Record<string, never>;

/** The type an exposed module's default export must have for its id. */
export type ExposedWidget<Id extends WidgetId> = ComponentType<RemoteWidgets[Id]>;

/**
 * True when a remote's own props type has exactly the contract's props: the same names, each
 * assignable both ways. Used as `const check: SameProps<A, B> = true` beside an exposed widget,
 * so an optional prop renamed on one side only is caught too.
 */
export type SameProps<A, B> = [keyof A] extends [keyof B]
  ? [keyof B] extends [keyof A]
    ? [A] extends [B]
      ? [B] extends [A]
        ? true
        : false
      : false
    : false
  : false;
