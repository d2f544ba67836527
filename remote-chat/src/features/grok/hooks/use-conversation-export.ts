import { downloadBlob } from '@astro/shared';
import { useCallback } from 'react';
import { useGrokConversationsQuery } from '../api/conversation-store';
import { textOf } from '../model/chat-messages';
import type { GrokChat } from '../model/chat-types';
import { conversationMarkdown, markdownFileName } from '../model/conversation-markdown';

/** Downloads the conversation on screen as a Markdown file named after it. */
export function useConversationExport(
  chat: Pick<GrokChat, 'conversationId' | 'messages'>,
  assistant: string,
): () => void {
  const { data: conversations } = useGrokConversationsQuery(undefined, {
    skip: !chat.conversationId,
  });
  const { conversationId, messages } = chat;
  return useCallback(() => {
    const first = messages.find((m) => m.role === 'user');
    // The stored title, else the first question's own words.
    const title =
      conversations?.find((c) => c.id === conversationId)?.title ||
      (first ? textOf(first.content).slice(0, 80) : '') ||
      'Conversation';
    const markdown = conversationMarkdown({ title, assistant, messages, exportedAt: new Date() });
    downloadBlob(
      new Blob([markdown], { type: 'text/markdown;charset=utf-8' }),
      markdownFileName(title),
    );
  }, [assistant, conversationId, conversations, messages]);
}
