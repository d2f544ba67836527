import { conversationMarkdown, markdownFileName } from '../model/conversation-markdown';
import type { ChatMessage } from '../model/chat-messages';

const at = '2026-11-29T10:00:00Z';

const messages: ChatMessage[] = [
  {
    id: 'q1',
    parentId: null,
    role: 'user',
    status: 'complete',
    createdAt: at,
    content: [
      { type: 'text', text: 'What does this say?' },
      {
        type: 'text',
        kind: 'quote',
        label: 'Natal chart of Ada',
        text: 'Sun in Taurus\nin the 9th house',
      },
      {
        type: 'text',
        kind: 'attachment',
        label: 'Data from this page',
        text: '<chart>```</chart>',
      },
    ],
  },
  {
    id: 'a1',
    parentId: 'q1',
    role: 'assistant',
    status: 'complete',
    createdAt: at,
    content: [{ type: 'text', text: 'With your **Sun in Gemini** you are curious [1].' }],
    sources: [{ ref: 1, title: 'The Sun in the signs', source: 'Reference notes', excerpt: '' }],
    claimChecks: {
      version: 1,
      checked: 1,
      wrong: 1,
      charts: [{ id: 'c1', name: 'Ada' }],
      claims: [
        {
          text: 'Sun in Gemini',
          start: 12,
          end: 25,
          body: 'sun',
          kind: 'sign',
          stated: 'Gemini',
          actual: 'Taurus',
          verdict: 'wrong',
          chart: 0,
        },
      ],
    } as unknown as ChatMessage['claimChecks'],
  },
];

describe('a conversation exported as Markdown', () => {
  const markdown = conversationMarkdown({
    title: 'My Sun sign',
    assistant: 'Natal Chart Guide',
    messages,
    exportedAt: new Date(at),
  });

  it('has the title, who spoke, the quote as a quote and the data fenced', () => {
    expect(markdown).toContain(
      '# My Sun sign\n\n*A conversation with Natal Chart Guide, exported 2026-11-29.*',
    );
    expect(markdown).toContain('## You\n\nWhat does this say?');
    expect(markdown).toContain(
      '> Sun in Taurus\n> in the 9th house\n>\n> — from “Natal chart of Ada”',
    );
    // A fence longer than the backticks inside the data.
    expect(markdown).toContain('**Data from this page:**\n\n````\n<chart>```</chart>\n````');
    expect(markdown).toContain(
      '## Natal Chart Guide\n\nWith your **Sun in Gemini** you are curious [1].',
    );
  });

  it('keeps what was checked and the sources cited', () => {
    expect(markdown).toContain('*1 chart claim checked, 1 wrong.*');
    expect(markdown).toMatch(
      /- ✗ “Sun in Gemini”: Checked against .*the Sun is in Taurus, not Gemini/,
    );
    expect(markdown).toContain('**Sources**\n1. The Sun in the signs (Reference notes)');
  });

  it('names the file after the title', () => {
    expect(markdownFileName('Is my Saturn return in 2026?')).toBe('is-my-saturn-return-in-2026.md');
    expect(markdownFileName('Ça va? 北京')).toBe('ca-va.md');
    expect(markdownFileName('???')).toBe('conversation.md');
  });
});
