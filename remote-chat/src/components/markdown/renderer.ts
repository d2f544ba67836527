/** The markdown renderer for annotating an answer's HTML before it is shown; loaded on demand. */
export { renderMarkdown } from './render-markdown';
export { MarkdownHtml } from './markdown-content';
