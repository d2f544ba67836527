export { Markdown } from './markdown';

/** The renderer behind `Markdown` (the markdown pipeline), for views that annotate its HTML. */
export const loadMarkdownRenderer = () => import('./markdown/renderer');
export type MarkdownRenderer = Awaited<ReturnType<typeof loadMarkdownRenderer>>;
export { ChatLog, type ChatLogProps } from './chat-log/chat-log';
