const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const linkify = (escaped: string) =>
  escaped.replace(/https?:\/\/[^\s<>"]+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * The HTML part of a plain-text mail: paragraphs at blank lines, line breaks kept, lines starting
 * with "> " (the quoted original message) in a blockquote. Everything from the text is escaped,
 * because the text contains what a visitor typed into the contact form.
 */
export function textMailToHtml(text: string): string {
  const blocks = text.replace(/\r\n?/g, '\n').split(/\n{2,}/);
  const parts: string[] = [];
  let quoted: string[] = [];
  const flushQuote = () => {
    if (quoted.length) {
      parts.push(
        `<blockquote style="margin:0 0 1em;padding-left:1em;border-left:3px solid #ccc;color:#555">${quoted.join('<br>')}</blockquote>`,
      );
    }
    quoted = [];
  };
  for (const block of blocks) {
    const lines = block.split('\n');
    const plain: string[] = [];
    for (const line of lines) {
      if (line === '>' || line.startsWith('> ')) {
        if (plain.length) {
          parts.push(`<p>${plain.join('<br>')}</p>`);
          plain.length = 0;
        }
        quoted.push(linkify(escapeHtml(line.replace(/^> ?/, ''))));
      } else {
        flushQuote();
        plain.push(linkify(escapeHtml(line)));
      }
    }
    if (plain.length) parts.push(`<p>${plain.join('<br>')}</p>`);
  }
  flushQuote();
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#222">${parts.join('\n')}</body></html>`;
}
