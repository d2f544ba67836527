import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { Root as MdastRoot, RootContent } from 'mdast';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import remarkBreaks from 'remark-breaks';
import remarkGfm from 'remark-gfm';
import remarkSmartypants from 'remark-smartypants';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type Processor } from 'unified';
import { visit } from 'unist-util-visit';

/**
 * Where markdown is shown. Each use allows a subset of one base sanitise schema:
 * - announcement: the bell's panel and the admin preview (no images, no tables);
 * - answer: an AI answer in chat (tables and images too, single newlines are line breaks);
 * - lesson: a lesson's reading, compiled at build time into the app's block tree.
 */
export type MarkdownUse = 'announcement' | 'answer' | 'lesson';

const TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'del',
  'code',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'hr',
];
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const TABLE_TAGS = ['table', 'thead', 'tbody', 'tr', 'th', 'td'];

/** GitHub's schema (what rehype-sanitize ships) narrowed to the tags each use shows. */
function schemaFor(tagNames: string[], hrefProtocols: string[]): SanitizeSchema {
  return {
    ...defaultSchema,
    tagNames,
    protocols: { href: hrefProtocols, src: ['http', 'https'] },
    attributes: {
      ...defaultSchema.attributes,
      // A fenced block's language, for the label chat shows above it.
      code: [['className', /^language-[\w+#.-]{1,30}$/]],
    },
  };
}

export const sanitizeSchemas: Record<MarkdownUse, SanitizeSchema> = {
  announcement: schemaFor([...TEXT_TAGS, ...HEADINGS, 'pre'], ['http', 'https', 'mailto']),
  answer: schemaFor(
    [...TEXT_TAGS, ...HEADINGS, 'pre', 'img', ...TABLE_TAGS],
    ['http', 'https', 'mailto'],
  ),
  lesson: schemaFor([...TEXT_TAGS, 'h2', 'h3'], ['https']),
};

/**
 * Raw HTML in the source is shown as the text it is, never interpreted (an announcement that
 * says `<img src=x>` shows those characters).
 */
function remarkRawHtmlAsText() {
  return (tree: MdastRoot) => {
    visit(tree, 'html', (node, index, parent) => {
      if (!parent || index === undefined) return;
      const text = { type: 'text' as const, value: node.value };
      const phrasing =
        parent.type === 'paragraph' ||
        parent.type === 'heading' ||
        parent.type === 'emphasis' ||
        parent.type === 'strong' ||
        parent.type === 'link' ||
        parent.type === 'delete' ||
        parent.type === 'tableCell';
      (parent.children as RootContent[])[index] = phrasing
        ? text
        : { type: 'paragraph', children: [text] };
    });
  };
}

const isAbsolute = (href: unknown) => typeof href === 'string' && /^(https?:|mailto:)/i.test(href);

/**
 * A link whose target the sanitiser removed keeps its words only. Links leaving the app open in a
 * new tab that never gets this page as its opener.
 */
function rehypeSafeLinks({ rel }: { rel: string[] | null }) {
  return (tree: HastRoot) => {
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'a') return;
      if (node.properties.href === undefined && parent && index !== undefined) {
        parent.children.splice(index, 1, ...node.children);
        return index;
      }
      if (rel && isAbsolute(node.properties.href)) {
        node.properties.target = '_blank';
        node.properties.rel = rel;
      }
    });
  };
}

/** Headings inside an announcement start at h4, so they never outrank the page's own. */
function rehypeHeadingsFrom({ level }: { level: number }) {
  return (tree: HastRoot) => {
    visit(tree, 'element', (node) => {
      const match = /^h([1-6])$/.exec(node.tagName);
      if (match) node.tagName = `h${Math.min(6, Number(match[1]) + level - 1)}`;
    });
  };
}

const el = (
  tagName: string,
  properties: Element['properties'],
  children: ElementContent[],
): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

/**
 * Code blocks in answers get a bar with their language and a Copy button (wired up by the chat's
 * view). Runs after the sanitiser: these nodes are the app's own, never the source's.
 */
function rehypeCodeBar() {
  return (tree: HastRoot) => {
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children.find(
        (c): c is Element => c.type === 'element' && c.tagName === 'code',
      );
      const className = code?.properties.className;
      const language = Array.isArray(className)
        ? String(className.find((c) => String(c).startsWith('language-')) ?? '').slice(9)
        : '';
      const label = language
        ? el('span', { className: ['md-code-lang'] }, [{ type: 'text', value: language }])
        : el('span', {}, []);
      const copy = el(
        'button',
        { type: 'button', className: ['md-copy'], dataCopyCode: '', ariaLabel: 'Copy code' },
        [{ type: 'text', value: 'Copy' }],
      );
      parent.children[index] = el('div', { className: ['md-code'] }, [
        el('div', { className: ['md-code-bar'] }, [label, copy]),
        node,
      ]);
      return 'skip';
    });
  };
}

type HastProcessor = Processor<MdastRoot, MdastRoot, HastRoot, undefined, undefined>;

function build(use: MarkdownUse): HastProcessor {
  const sanitized = unified()
    .use(remarkParse)
    .use(remarkGfm)
    // Written prose gets typographic quotes and dashes (before raw HTML becomes text, which is
    // shown as typed): -- an en dash, --- an em dash, as lessons were written. A model's answer may
    // quote code.
    .use(use === 'answer' ? [] : [[remarkSmartypants, { dashes: 'oldschool' }]])
    .use(remarkRawHtmlAsText)
    // A model's single line ends are meant as line breaks.
    .use(use === 'answer' ? [remarkBreaks] : [])
    .use(remarkRehype)
    .use(rehypeSanitize, sanitizeSchemas[use]);
  switch (use) {
    case 'announcement':
      return sanitized
        .use(rehypeHeadingsFrom, { level: 4 })
        .use(rehypeSafeLinks, { rel: ['noopener', 'noreferrer'] }) as unknown as HastProcessor;
    case 'answer':
      return sanitized
        .use(rehypeSafeLinks, { rel: ['noopener', 'noreferrer', 'nofollow'] })
        .use(rehypeCodeBar) as unknown as HastProcessor;
    case 'lesson':
      // Lesson links stay in the app (or are checked https pages the lesson view opens itself).
      return sanitized.use(rehypeSafeLinks, { rel: null }) as unknown as HastProcessor;
  }
}

const processors = new Map<MarkdownUse, HastProcessor>();

/** The one markdown processor for a use: remark (GFM) → rehype → sanitise → the use's touches. */
export function markdownProcessor(use: MarkdownUse): HastProcessor {
  let processor = processors.get(use);
  if (!processor) {
    processor = build(use);
    processors.set(use, processor);
  }
  return processor;
}

/** Markdown to a sanitised HTML tree (hast). */
export function markdownToHast(source: string, use: MarkdownUse): HastRoot {
  const processor = markdownProcessor(use);
  return processor.runSync(processor.parse(source));
}
