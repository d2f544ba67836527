import { claimSummary, correctionNote } from '../../claims';
import { contextOf, imagesOf, textOf, type ChatMessage } from './chat-messages';

export interface ConversationExport {
  title: string;
  /** Who answers: "Grok" or the brain's title. */
  assistant: string;
  /** The branch on screen, first question first. */
  messages: readonly ChatMessage[];
  exportedAt: Date;
}

/** Quoted as Markdown: every line behind "> ". */
const quoted = (text: string) =>
  text
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');

/** A fence longer than any run of backticks in the text, so the data cannot close it early. */
const fenced = (text: string) => {
  const longest = Math.max(2, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}\n${text}\n${fence}`;
};

function questionMarkdown(message: ChatMessage): string {
  const parts: string[] = [];
  const words = textOf(message.content);
  if (words) parts.push(words);
  const images = imagesOf(message.content).length;
  if (images > 0) parts.push(`*(${images === 1 ? 'an image' : `${images} images`} attached)*`);
  for (const part of contextOf(message.content)) {
    if (part.kind === 'quote')
      parts.push(`${quoted(part.text)}${part.label ? `\n>\n> — from “${part.label}”` : ''}`);
    else parts.push(`**${part.label || 'Attached data'}:**\n\n${fenced(part.text)}`);
  }
  return parts.join('\n\n');
}

function answerMarkdown(message: ChatMessage): string {
  const parts = [textOf(message.content) || '*(no answer)*'];
  if (message.status === 'stopped') parts.push('*(stopped before the answer was complete)*');
  if (message.status === 'failed')
    parts.push(`*(not answered${message.error ? `: ${message.error}` : ''})*`);
  const checks = message.claimChecks;
  const summary = checks ? claimSummary(checks) : null;
  if (checks && summary) {
    const wrong = checks.claims.filter((claim) => claim.verdict === 'wrong');
    parts.push(
      [
        `*${summary}.*`,
        ...wrong.map((claim) => `- ✗ “${claim.text}”: ${correctionNote(claim, checks)}`),
      ].join('\n'),
    );
  }
  if (message.sources?.length)
    parts.push(
      [
        '**Sources**',
        ...message.sources.map(
          (source) => `${source.ref}. ${source.title}${source.source ? ` (${source.source})` : ''}`,
        ),
      ].join('\n'),
    );
  return parts.join('\n\n');
}

/** A conversation as a Markdown document: what the user asked and what the assistant answered. */
export function conversationMarkdown({
  title,
  assistant,
  messages,
  exportedAt,
}: ConversationExport): string {
  const date = exportedAt.toISOString().slice(0, 10);
  const head = `# ${title}\n\n*A conversation with ${assistant}, exported ${date}.*`;
  const body = messages.map((message) =>
    message.role === 'user'
      ? `## You\n\n${questionMarkdown(message)}`
      : `## ${assistant}\n\n${answerMarkdown(message)}`,
  );
  return `${[head, ...body].join('\n\n')}\n`;
}

/** A file name out of the title: lower case words joined by hyphens. */
export function markdownFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'conversation'}.md`;
}
