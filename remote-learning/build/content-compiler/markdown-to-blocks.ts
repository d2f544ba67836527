import { markdownProcessor } from '@astro/markdown/pipeline';
import type { Element, ElementContent, RootContent as HastContent } from 'hast';
import type { Nodes as MdastNodes } from 'mdast';
import type { Block, Inline } from '../../src/content-schema/lesson-schema';

/** Links a lesson may contain: another lesson (?lesson=slug), an app path, or an https page. */
const ALLOWED_HREF = /^(\?lesson=[a-z0-9-]+|\/[a-z0-9/_-]*|https:\/\/[^\s]+)$/;

/** What a lesson may be written with; raw HTML is allowed because it is shown as text. */
const SUPPORTED = new Set([
  'root',
  'paragraph',
  'heading',
  'text',
  'emphasis',
  'strong',
  'inlineCode',
  'link',
  'list',
  'listItem',
  'blockquote',
  'thematicBreak',
  'break',
  'html',
]);

const NAMES: Record<string, string> = {
  image: 'an image',
  imageReference: 'an image',
  code: 'a code block',
  table: 'a table',
  delete: 'strikethrough',
  footnoteReference: 'a footnote',
  footnoteDefinition: 'a footnote',
  linkReference: 'a reference link',
  definition: 'a link definition',
};

/**
 * Compiles Markdown into the small block tree the app renders, with the app's one markdown
 * pipeline (the lesson use: the same parser and sanitiser as everywhere else). Anything outside
 * the supported subset (images, tables, code blocks, level-1 headings) is an error, so a lesson
 * cannot contain something the app would silently drop.
 */
export function markdownToBlocks(source: string): Block[] {
  const processor = markdownProcessor('lesson');
  const mdast = processor.parse(source);
  check(mdast);
  const hast = processor.runSync(mdast);
  return readBlocks(hast.children);
}

function check(node: MdastNodes) {
  const line = node.position?.start.line ?? 0;
  if (!SUPPORTED.has(node.type))
    throw new Error(
      `line ${line}: ${NAMES[node.type] ?? `"${node.type}"`} is not supported in lessons`,
    );
  if (node.type === 'heading' && node.depth !== 2 && node.depth !== 3)
    throw new Error(`line ${line}: use ## or ### headings (the lesson title is the page heading)`);
  if (node.type === 'link' && !ALLOWED_HREF.test(node.url))
    throw new Error(
      `line ${line}: link "${node.url}" is not allowed (use ?lesson=slug, /path or https://)`,
    );
  if ('children' in node) for (const child of node.children) check(child);
}

const isBlank = (node: HastContent | ElementContent) =>
  node.type === 'text' && node.value.trim() === '';

const INLINE_TAGS = new Set(['strong', 'em', 'code', 'a', 'br']);

function readBlocks(nodes: (HastContent | ElementContent)[]): Block[] {
  const blocks: Block[] = [];
  // Tight list items hold inline content directly; the renderer wants it as a paragraph.
  let run: ElementContent[] = [];
  const endRun = () => {
    if (run.some((node) => !isBlank(node)))
      blocks.push({ type: 'paragraph', children: trimEdges(mergeText(readInline(run))) });
    run = [];
  };
  for (const node of nodes) {
    if (node.type === 'text' || (node.type === 'element' && INLINE_TAGS.has(node.tagName))) {
      run.push(node);
      continue;
    }
    endRun();
    if (node.type !== 'element') continue;
    switch (node.tagName) {
      case 'p':
        blocks.push({ type: 'paragraph', children: mergeText(readInline(node.children)) });
        break;
      case 'h2':
      case 'h3':
        blocks.push({
          type: 'heading',
          level: node.tagName === 'h2' ? 2 : 3,
          children: mergeText(readInline(node.children)),
        });
        break;
      case 'ul':
      case 'ol': {
        const items = node.children
          .filter((child): child is Element => child.type === 'element' && child.tagName === 'li')
          .map((item) => readBlocks(item.children));
        if (items.some((item) => item.length === 0)) throw new Error('empty list item');
        blocks.push({ type: 'list', ordered: node.tagName === 'ol', items });
        break;
      }
      case 'blockquote':
        blocks.push({ type: 'blockquote', children: readBlocks(node.children) });
        break;
      case 'hr':
        blocks.push({ type: 'rule' });
        break;
      default:
        throw new Error(`<${node.tagName}> is not supported in lessons`);
    }
  }
  endRun();
  return blocks;
}

function readInline(nodes: ElementContent[]): Inline[] {
  return nodes.flatMap((node): Inline[] => {
    if (node.type === 'text') return [{ type: 'text', value: node.value.replace(/\n/g, ' ') }];
    if (node.type !== 'element') return [];
    switch (node.tagName) {
      case 'strong':
        return [{ type: 'strong', children: mergeText(readInline(node.children)) }];
      case 'em':
        return [{ type: 'emphasis', children: mergeText(readInline(node.children)) }];
      case 'code':
        return [{ type: 'code', value: textOf(node) }];
      case 'br':
        return [{ type: 'break' }];
      case 'a':
        return [
          {
            type: 'link',
            href: String(node.properties.href),
            children: mergeText(readInline(node.children)),
          },
        ];
      default:
        throw new Error(`<${node.tagName}> is not supported in lessons`);
    }
  });
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}

/** Inline content straight in a list item keeps the line ends around it as spaces; drop them. */
function trimEdges(nodes: Inline[]): Inline[] {
  const first = nodes[0];
  if (first?.type === 'text') first.value = first.value.trimStart();
  const last = nodes[nodes.length - 1];
  if (last?.type === 'text') last.value = last.value.trimEnd();
  return nodes.filter((node) => node.type !== 'text' || node.value !== '');
}

function mergeText(nodes: Inline[]): Inline[] {
  const merged: Inline[] = [];
  for (const node of nodes) {
    const last = merged[merged.length - 1];
    if (node.type === 'text' && last?.type === 'text') last.value += node.value;
    else merged.push(node.type === 'text' ? { ...node } : node);
  }
  return merged;
}

/** The words of a block tree, for search. */
export function blocksToText(blocks: Block[]): string {
  const parts: string[] = [];
  const inline = (nodes: Inline[]): string =>
    nodes
      .map((node) =>
        node.type === 'text' || node.type === 'code'
          ? node.value
          : node.type === 'break'
            ? ' '
            : inline(node.children),
      )
      .join('');
  const visit = (list: Block[]) => {
    for (const block of list) {
      if (block.type === 'paragraph' || block.type === 'heading')
        parts.push(inline(block.children));
      else if (block.type === 'list') block.items.forEach(visit);
      else if (block.type === 'blockquote') visit(block.children);
    }
  };
  visit(blocks);
  return parts.join('\n');
}
