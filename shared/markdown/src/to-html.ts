import { toHtml } from 'hast-util-to-html';
import { markdownToHast, type MarkdownUse } from './pipeline';
import { splitIntoSections } from './split-into-sections';

/** Rendered sections, newest last; a streamed answer re-renders only its growing last section. */
const rendered = new Map<string, string>();
const MAX_RENDERED = 300;

function renderSection(section: string, use: MarkdownUse): string {
  const key = `${use}\n${section}`;
  let html = rendered.get(key);
  if (html === undefined) {
    html = toHtml(markdownToHast(section, use));
    if (rendered.size >= MAX_RENDERED) rendered.delete(rendered.keys().next().value!);
  } else {
    rendered.delete(key);
  }
  rendered.set(key, html);
  return html;
}

/**
 * Sanitised HTML for a view that annotates it before showing it (chat's checked claims). The text
 * is rendered section by section, each section once: parsing a 20 kB answer takes far longer than
 * a token's interval, and a streamed answer only ever changes in its last section.
 */
export function markdownToHtml(source: string, use: MarkdownUse): string {
  return splitIntoSections(source)
    .map((section) => renderSection(section, use))
    .filter(Boolean)
    .join('\n');
}
