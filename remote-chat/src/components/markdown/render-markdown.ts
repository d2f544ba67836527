import { markdownToHtml } from '@astro/markdown/to-html';

/**
 * An answer's markdown as HTML that is safe to insert, made by the app's one markdown pipeline:
 * whatever the model or a stored message contains, the output has no scripts, event handlers,
 * frames, forms or script links, and code blocks carry their Copy bar.
 */
export function renderMarkdown(source: string): string {
  return markdownToHtml(source, 'answer');
}
