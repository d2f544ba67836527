/**
 * Reads PostgreSQL's `pg_node_tree` text (what `pg_policy.polqual::text` shows): nodes as
 * `{TYPE :field value ...}`, lists as `(...)`, `<>` for null, constants' bytes as `N [ b b ... ]`.
 * Policy analysis works on this tree rather than on deparsed SQL, so nothing depends on how an
 * expression happens to be printed.
 */
export interface TreeNode {
  type: string;
  fields: Record<string, TreeValue>;
}
export type TreeValue = TreeNode | TreeValue[] | string | null | { bytes: number[] };

export const isNode = (value: TreeValue | undefined): value is TreeNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'type' in value;

function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (/\s/.test(ch)) {
      i++;
    } else if ('{}()[]'.includes(ch)) {
      tokens.push(ch);
      i++;
    } else {
      // A plain token runs to whitespace or a bracket; a backslash makes the next character
      // part of it (that is how names containing brackets or spaces are written).
      let token = '';
      while (i < text.length && !/\s/.test(text[i]!) && !'{}()[]'.includes(text[i]!)) {
        if (text[i] === '\\' && i + 1 < text.length) i++;
        token += text[i];
        i++;
      }
      tokens.push(token);
    }
  }
  return tokens;
}

/** Parses one tree; throws on anything that is not well formed. */
export function parseNodeTree(text: string): TreeValue {
  const tokens = tokenize(text);
  let pos = 0;
  const next = () => {
    if (pos >= tokens.length) throw new Error('node tree: unexpected end');
    return tokens[pos++]!;
  };
  const value = (): TreeValue => {
    const token = next();
    if (token === '{') {
      const node: TreeNode = { type: next(), fields: {} };
      while (tokens[pos] !== '}') {
        const field = next();
        if (!field.startsWith(':')) throw new Error(`node tree: expected a field, got ${field}`);
        node.fields[field.slice(1)] = value();
      }
      pos++;
      return node;
    }
    if (token === '(') {
      const items: TreeValue[] = [];
      while (tokens[pos] !== ')') items.push(value());
      pos++;
      return items;
    }
    if (token === '<>') return null;
    if (tokens[pos] === '[') {
      // A constant's datum: its length, then its bytes.
      pos++;
      const bytes: number[] = [];
      while (tokens[pos] !== ']') bytes.push(Number(next()));
      pos++;
      return { bytes };
    }
    if ('})]'.includes(token)) throw new Error(`node tree: unexpected ${token}`);
    return token;
  };
  const tree = value();
  if (pos !== tokens.length) throw new Error('node tree: trailing tokens');
  return tree;
}

/** Every node in a tree, depth first. */
export function* nodesOf(value: TreeValue | undefined): Generator<TreeNode> {
  if (Array.isArray(value)) for (const item of value) yield* nodesOf(item);
  else if (isNode(value)) {
    yield value;
    for (const field of Object.values(value.fields)) yield* nodesOf(field);
  }
}

/** The text of a non-null `text` constant, from its varlena bytes; undefined for anything else. */
export function textConstant(node: TreeNode): string | undefined {
  if (
    node.type !== 'CONST' ||
    node.fields.consttype !== '25' ||
    node.fields.constisnull !== 'false'
  )
    return undefined;
  const datum = node.fields.constvalue;
  if (!datum || typeof datum !== 'object' || !('bytes' in datum)) return undefined;
  const bytes = datum.bytes;
  // A 4-byte header (low bit clear) or a 1-byte short header (low bit set), little-endian.
  const short = (bytes[0]! & 1) === 1;
  const header = short ? 1 : 4;
  const length = short
    ? bytes[0]! >> 1
    : (bytes[0]! | (bytes[1]! << 8) | (bytes[2]! << 16) | (bytes[3]! << 24)) >>> 2;
  // The datum is printed whole, so its header must give exactly its size: anything else (another
  // byte order, say) is not read as text at all.
  if (length < header || length !== bytes.length) return undefined;
  return Buffer.from(bytes.slice(header, length)).toString('utf8');
}
