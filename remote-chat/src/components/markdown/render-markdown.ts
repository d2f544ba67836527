import DOMPurify from 'dompurify';
import { Marked, type Tokens } from 'marked';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Code blocks get a bar with their language and a copy button (wired up by MarkdownContent). */
const marked = new Marked({
  gfm: true,
  breaks: true,
  renderer: {
    code({ text, lang }: Tokens.Code) {
      const language = (lang ?? '').match(/^[\w+#.-]{1,30}/)?.[0] ?? '';
      const label = language
        ? `<span class="md-code-lang">${escapeHtml(language)}</span>`
        : '<span></span>';
      const codeClass = language ? ` class="language-${escapeHtml(language)}"` : '';
      return (
        `<div class="md-code">` +
        `<div class="md-code-bar">${label}<button type="button" class="md-copy" data-copy-code aria-label="Copy code">Copy</button></div>` +
        `<pre><code${codeClass}>${escapeHtml(text)}</code></pre></div>\n`
      );
    },
  },
});

let hooked = false;

/** Links from a model's answer open in a new tab and never get the page as their opener. */
function installHooks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
}

/**
 * Markdown to HTML that is safe to insert: whatever the model or a stored message contains, the
 * output has no scripts, event handlers, frames, forms or javascript: links.
 */
export function renderMarkdown(source: string): string {
  installHooks();
  const html = marked.parse(source, { async: false });
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
}
