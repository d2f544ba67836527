import { parse } from 'yaml';

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** Splits a Markdown file into its YAML front matter (parsed) and its body. */
export function splitFrontMatter(source: string): { data: unknown; body: string } {
  const match = FRONT_MATTER.exec(source.replace(/^\uFEFF/, ''));
  if (!match) throw new Error('the file must start with YAML front matter between two --- lines');
  return { data: parse(match[1]) as unknown, body: match[2] };
}
