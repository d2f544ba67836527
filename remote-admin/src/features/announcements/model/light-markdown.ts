/**
 * The light markdown of announcements (product §3: headings, bold, italic, code, lists, links), parsed
 * into a tree the preview renders as React elements: raw HTML stays text, and only http(s) and
 * mailto links survive, as in the announcements panel users see.
 */
export type Inline =
  | { type: 'text'; value: string }
  | { type: 'strong' | 'em'; children: Inline[] }
  | { type: 'code'; value: string }
  | { type: 'link'; href: string; children: Inline[] };

export type Block =
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'code'; value: string };

export function safeLink(raw: string): string | null {
  try {
    const url = new URL(raw.trim());
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

const INLINE_RULES: { pattern: RegExp; build: (m: RegExpExecArray) => Inline[] }[] = [
  { pattern: /^`([^`]+)`/, build: (m) => [{ type: 'code', value: m[1]! }] },
  {
    pattern: /^(\*\*|__)(?=\S)([\s\S]*?\S)\1/,
    build: (m) => [{ type: 'strong', children: parseInline(m[2]!) }],
  },
  {
    pattern: /^(\*|_)(?=\S)([\s\S]*?\S)\1(?!\1)/,
    build: (m) => [{ type: 'em', children: parseInline(m[2]!) }],
  },
  {
    pattern: /^\[([^\]]+)\]\(([^)\s]+)\)/,
    build: (m) => {
      const href = safeLink(m[2]!);
      const children = parseInline(m[1]!);
      return href ? [{ type: 'link', href, children }] : children;
    },
  },
];

export function parseInline(source: string): Inline[] {
  const out: Inline[] = [];
  let text = '';
  let i = 0;
  outer: while (i < source.length) {
    if (source[i] === '\\' && /[\\`*_[\]()#-]/.test(source[i + 1] ?? '')) {
      text += source[i + 1];
      i += 2;
      continue;
    }
    // Underscores inside words (snake_case) are not emphasis.
    const midWord = source[i] === '_' && /\w/.test(source[i - 1] ?? '');
    if (!midWord) {
      for (const rule of INLINE_RULES) {
        const match = rule.pattern.exec(source.slice(i));
        if (match) {
          if (text) out.push({ type: 'text', value: text });
          text = '';
          out.push(...rule.build(match));
          i += match[0].length;
          continue outer;
        }
      }
    }
    text += source[i];
    i += 1;
  }
  if (text) out.push({ type: 'text', value: text });
  return out;
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,9}[.)]\s+(.*)$/;
const FENCE = /^\s*```/;

export function parseLightMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const closeParagraph = () => {
    if (paragraph.length)
      blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
    paragraph = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (FENCE.test(line)) {
      closeParagraph();
      const body: string[] = [];
      for (i += 1; i < lines.length && !FENCE.test(lines[i]!); i++) body.push(lines[i]!);
      blocks.push({ type: 'code', value: body.join('\n') });
      continue;
    }
    if (!line.trim()) {
      closeParagraph();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      closeParagraph();
      blocks.push({
        type: 'heading',
        level: heading[1]!.length as 1 | 2 | 3 | 4 | 5 | 6,
        children: parseInline(heading[2]!),
      });
      continue;
    }
    if (BULLET.test(line) || NUMBERED.test(line)) {
      closeParagraph();
      const ordered = !BULLET.test(line);
      const pattern = ordered ? NUMBERED : BULLET;
      const items: Inline[][] = [];
      for (; i < lines.length; i++) {
        const item = pattern.exec(lines[i]!);
        if (!item) break;
        items.push(parseInline(item[1]!));
      }
      i -= 1;
      blocks.push({ type: 'list', ordered, items });
      continue;
    }
    paragraph.push(line.trim());
  }
  closeParagraph();
  return blocks;
}
