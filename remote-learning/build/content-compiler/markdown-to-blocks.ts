import MarkdownIt from 'markdown-it';
import type { Block, Inline } from '../../src/content-schema/lesson-schema';

// Raw HTML is off, so any tag in a lesson is shown as text, never interpreted. Typographer
// turns straight quotes and dashes into typographic ones.
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true });
type Token = ReturnType<typeof markdown.parse>[number];

/** Links a lesson may contain: another lesson (?lesson=slug), an app path, or an https page. */
const ALLOWED_HREF = /^(\?lesson=[a-z0-9-]+|\/[a-z0-9/_-]*|https:\/\/[^\s]+)$/;

/**
 * Compiles Markdown into the small block tree the app renders. Anything outside the supported
 * subset (images, tables, code blocks, level-1 headings) is an error, so a lesson cannot contain
 * something the app would silently drop.
 */
export function markdownToBlocks(source: string): Block[] {
  const tokens = markdown.parse(source, {});
  const [blocks, end] = readBlocks(tokens, 0, null);
  if (end !== tokens.length) throw new Error(`unexpected ${tokens[end]?.type ?? 'end of input'}`);
  return blocks;
}

function readBlocks(tokens: Token[], start: number, closeType: string | null): [Block[], number] {
  const blocks: Block[] = [];
  let i = start;
  while (i < tokens.length) {
    const token = tokens[i];
    if (closeType && token.type === closeType) return [blocks, i];
    switch (token.type) {
      case 'paragraph_open': {
        blocks.push({ type: 'paragraph', children: readInline(tokens[i + 1]) });
        i += 3;
        break;
      }
      case 'heading_open': {
        const level = Number(token.tag.slice(1));
        if (level !== 2 && level !== 3) {
          throw new Error(
            `line ${line(token)}: use ## or ### headings (the lesson title is the page heading)`,
          );
        }
        blocks.push({ type: 'heading', level, children: readInline(tokens[i + 1]) });
        i += 3;
        break;
      }
      case 'bullet_list_open':
      case 'ordered_list_open': {
        const ordered = token.type === 'ordered_list_open';
        const close = ordered ? 'ordered_list_close' : 'bullet_list_close';
        const items: Block[][] = [];
        i += 1;
        while (tokens[i].type === 'list_item_open') {
          const [item, itemEnd] = readBlocks(tokens, i + 1, 'list_item_close');
          // Tight and loose list items both arrive as paragraphs, which is what the renderer wants.
          if (item.length === 0) throw new Error(`line ${line(tokens[i])}: empty list item`);
          items.push(item);
          i = itemEnd + 1;
        }
        if (tokens[i].type !== close) throw new Error(`line ${line(token)}: malformed list`);
        blocks.push({ type: 'list', ordered, items });
        i += 1;
        break;
      }
      case 'blockquote_open': {
        const [children, end] = readBlocks(tokens, i + 1, 'blockquote_close');
        blocks.push({ type: 'blockquote', children });
        i = end + 1;
        break;
      }
      case 'hr':
        blocks.push({ type: 'rule' });
        i += 1;
        break;
      default:
        throw new Error(`line ${line(token)}: ${describe(token)} is not supported in lessons`);
    }
  }
  if (closeType) throw new Error(`missing ${closeType}`);
  return [blocks, i];
}

function readInline(token: Token | undefined): Inline[] {
  if (!token || token.type !== 'inline') throw new Error('expected inline content');
  const [children, end] = readInlineChildren(token.children ?? [], 0, null);
  if (end !== (token.children ?? []).length)
    throw new Error(`line ${line(token)}: unbalanced emphasis`);
  return mergeText(children);
}

function readInlineChildren(
  tokens: Token[],
  start: number,
  closeType: string | null,
): [Inline[], number] {
  const out: Inline[] = [];
  let i = start;
  while (i < tokens.length) {
    const token = tokens[i];
    if (closeType && token.type === closeType) return [out, i];
    switch (token.type) {
      case 'text':
        out.push({ type: 'text', value: token.content });
        i += 1;
        break;
      case 'softbreak':
        out.push({ type: 'text', value: ' ' });
        i += 1;
        break;
      case 'hardbreak':
        out.push({ type: 'break' });
        i += 1;
        break;
      case 'code_inline':
        out.push({ type: 'code', value: token.content });
        i += 1;
        break;
      case 'strong_open':
      case 'em_open': {
        const close = token.type === 'strong_open' ? 'strong_close' : 'em_close';
        const [children, end] = readInlineChildren(tokens, i + 1, close);
        out.push({
          type: token.type === 'strong_open' ? 'strong' : 'emphasis',
          children: mergeText(children),
        });
        i = end + 1;
        break;
      }
      case 'link_open': {
        const href = String(token.attrGet('href') ?? '');
        if (!ALLOWED_HREF.test(href))
          throw new Error(`link "${href}" is not allowed (use ?lesson=slug, /path or https://)`);
        const [children, end] = readInlineChildren(tokens, i + 1, 'link_close');
        out.push({ type: 'link', href, children: mergeText(children) });
        i = end + 1;
        break;
      }
      default:
        throw new Error(`${describe(token)} is not supported in lessons`);
    }
  }
  if (closeType) throw new Error(`missing ${closeType}`);
  return [out, i];
}

function mergeText(nodes: Inline[]): Inline[] {
  const merged: Inline[] = [];
  for (const node of nodes) {
    const last = merged[merged.length - 1];
    if (node.type === 'text' && last?.type === 'text') last.value += node.value;
    else merged.push(node);
  }
  return merged;
}

function line(token: Token): number {
  return (token.map?.[0] ?? 0) + 1;
}

function describe(token: Token): string {
  const names: Record<string, string> = {
    image: 'an image',
    fence: 'a code block',
    code_block: 'an indented code block',
    table_open: 'a table',
    html_block: 'HTML',
    html_inline: 'HTML',
  };
  return names[token.type] ?? `"${token.type}"`;
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
