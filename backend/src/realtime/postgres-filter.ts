/**
 * The `filter` of a postgres_changes binding, in supabase-js syntax: `column=op.value`, several
 * conditions joined by commas (all must hold), values optionally double-quoted the PostgREST way,
 * `in.(a,b,"c,d")` for lists and an optional `not.` prefix. Values are compared by the column's
 * PostgreSQL type, so `priority=gt.9` compares numbers and `created_at=gte.…` compares instants.
 */
export type FilterOperator = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in' | 'is';

export interface FilterCondition {
  column: string;
  operator: FilterOperator;
  negate: boolean;
  /** One value, or several for `in`; for `is` one of null/true/false/unknown. */
  values: string[];
}

export interface ColumnInfo {
  name: string;
  /** pg_type.typname, e.g. int4, text, uuid, timestamptz, _text for arrays. */
  type: string;
}

export type FilterParse =
  { ok: true; conditions: FilterCondition[] } | { ok: false; reason: string };

const OPERATORS = new Set<FilterOperator>(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in', 'is']);
const NUMERIC = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);
const INSTANT = new Set(['timestamptz', 'timestamp']);
const JSON_TYPES = new Set(['json', 'jsonb']);
const ORDERED = new Set(['lt', 'lte', 'gt', 'gte']);

/** Splits on commas outside double quotes and parentheses. */
function splitTopLevel(text: string): string[] | undefined {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '\\') i++;
      else if (c === '"') quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
    if (depth < 0) return undefined;
  }
  if (quoted || depth !== 0) return undefined;
  parts.push(text.slice(start));
  return parts;
}

function unquote(value: string): string | undefined {
  if (!value.startsWith('"')) return value;
  if (value.length < 2 || !value.endsWith('"')) return undefined;
  let out = '';
  for (let i = 1; i < value.length - 1; i++) {
    const c = value[i]!;
    if (c === '\\') {
      i++;
      if (i >= value.length - 1) return undefined;
      out += value[i];
    } else if (c === '"') return undefined;
    else out += c;
  }
  return out;
}

function parseCondition(text: string): FilterCondition | string {
  const eqAt = text.indexOf('=');
  if (eqAt <= 0) return `"${text}" is not of the form column=operator.value`;
  const column = text.slice(0, eqAt).trim();
  let rest = text.slice(eqAt + 1);
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dotAt = rest.indexOf('.');
  if (dotAt <= 0) return `"${text}" is not of the form column=operator.value`;
  const operator = rest.slice(0, dotAt);
  const raw = rest.slice(dotAt + 1);
  if (!OPERATORS.has(operator as FilterOperator))
    return `operator "${operator}" is not supported (use eq, neq, lt, lte, gt, gte, in or is)`;
  if (operator === 'in') {
    if (!raw.startsWith('(') || !raw.endsWith(')')) return `"in" needs a list: ${column}=in.(a,b)`;
    const items = splitTopLevel(raw.slice(1, -1));
    const values = items?.map((item) => unquote(item.trim()));
    if (!values || values.length === 0 || values.some((v) => v === undefined))
      return `malformed list in "${text}"`;
    return { column, operator: 'in', negate, values: values as string[] };
  }
  const value = unquote(raw);
  if (value === undefined) return `malformed quoted value in "${text}"`;
  if (operator === 'is' && !['null', 'true', 'false', 'unknown'].includes(value.toLowerCase()))
    return `"is" accepts null, true, false or unknown, not "${value}"`;
  return { column, operator: operator as FilterOperator, negate, values: [value] };
}

export function parseFilter(filter: string | null | undefined): FilterParse {
  if (filter === undefined || filter === null || filter.trim() === '')
    return { ok: true, conditions: [] };
  const parts = splitTopLevel(filter);
  if (!parts)
    return { ok: false, reason: `unbalanced quotes or parentheses in filter "${filter}"` };
  const conditions: FilterCondition[] = [];
  for (const part of parts) {
    const condition = parseCondition(part.trim());
    if (typeof condition === 'string') return { ok: false, reason: condition };
    conditions.push(condition);
  }
  return { ok: true, conditions };
}

const isValidNumber = (v: string) => v.trim() !== '' && Number.isFinite(Number(v));
const isValidInstant = (v: string) => !Number.isNaN(Date.parse(v));
const BOOL_TEXT: Record<string, boolean> = { true: true, t: true, false: false, f: false };
const isValidJson = (v: string) => {
  try {
    JSON.parse(v);
    return true;
  } catch {
    return false;
  }
};

/** Checks columns, operators and values against the table, as a join must be refused early. */
export function validateConditions(
  conditions: FilterCondition[],
  columns: ColumnInfo[],
): string | undefined {
  for (const condition of conditions) {
    const column = columns.find((c) => c.name === condition.column);
    if (!column) return `column "${condition.column}" does not exist`;
    const type = column.type;
    if (condition.operator === 'is') continue;
    if (type.startsWith('_')) return `column "${column.name}" is an array and cannot be filtered`;
    if (JSON_TYPES.has(type) && ORDERED.has(condition.operator))
      return `column "${column.name}" is ${type} and supports only eq, neq and in`;
    for (const value of condition.values) {
      if (NUMERIC.has(type) && !isValidNumber(value))
        return `invalid input syntax for type ${type}: "${value}"`;
      if (type === 'bool' && !(value.toLowerCase() in BOOL_TEXT))
        return `invalid input syntax for type boolean: "${value}"`;
      if (INSTANT.has(type) && !isValidInstant(value))
        return `invalid input syntax for type ${type}: "${value}"`;
      if (JSON_TYPES.has(type) && !isValidJson(value))
        return `invalid input syntax for type ${type}: "${value}"`;
    }
  }
  return undefined;
}

/** A total order for one column type; `undefined` when the two cannot be compared. */
function compare(type: string, recordValue: unknown, filterValue: string): number | undefined {
  if (NUMERIC.has(type)) {
    const a = Number(recordValue);
    const b = Number(filterValue);
    return Number.isNaN(a) ? undefined : a - b;
  }
  if (type === 'bool') {
    const a = typeof recordValue === 'boolean' ? recordValue : BOOL_TEXT[String(recordValue)];
    const b = BOOL_TEXT[filterValue.toLowerCase()];
    return a === undefined || b === undefined ? undefined : Number(a) - Number(b);
  }
  if (INSTANT.has(type)) {
    const a = Date.parse(String(recordValue));
    const b = Date.parse(filterValue);
    return Number.isNaN(a) ? undefined : a - b;
  }
  if (JSON_TYPES.has(type)) {
    // Only equality is allowed for JSON; compare canonical texts.
    return canonicalJson(recordValue) === canonicalJson(JSON.parse(filterValue)) ? 0 : 1;
  }
  const a = type === 'uuid' ? String(recordValue).toLowerCase() : String(recordValue);
  const b = type === 'uuid' ? filterValue.toLowerCase() : filterValue;
  return a < b ? -1 : a > b ? 1 : 0;
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : 1,
    );
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SQL three-valued logic: a comparison with NULL is unknown, and unknown does not match. */
function holds(condition: FilterCondition, type: string, value: unknown): boolean | undefined {
  if (condition.operator === 'is') {
    const wanted = condition.values[0]!.toLowerCase();
    if (wanted === 'null' || wanted === 'unknown') return value === null;
    if (value === null) return false;
    return compare('bool', value, wanted) === 0;
  }
  if (value === null) return undefined;
  if (condition.operator === 'in') {
    const results = condition.values.map((v) => compare(type, value, v));
    if (results.some((r) => r === 0)) return true;
    return results.some((r) => r === undefined) ? undefined : false;
  }
  const order = compare(type, value, condition.values[0]!);
  if (order === undefined) return undefined;
  switch (condition.operator) {
    case 'eq':
      return order === 0;
    case 'neq':
      return order !== 0;
    case 'lt':
      return order < 0;
    case 'lte':
      return order <= 0;
    case 'gt':
      return order > 0;
    case 'gte':
      return order >= 0;
  }
}

/**
 * Whether a record passes all conditions. A column missing from the record (one added after the
 * table catalog was read) lets the change through; row-level security still decides.
 */
export function matchesFilter(
  conditions: FilterCondition[],
  columns: ColumnInfo[],
  record: Record<string, unknown>,
): boolean {
  for (const condition of conditions) {
    if (!(condition.column in record)) continue;
    const type = columns.find((c) => c.name === condition.column)?.type ?? 'text';
    const result = holds(condition, type, record[condition.column]);
    if (condition.negate ? result !== false : result !== true) return false;
  }
  return true;
}
