const FENCE = /^ {0,3}(`{3,}|~{3,})/;
/** A link or footnote definition: its uses may sit in any other section, so nothing is split. */
const DEFINITION = /^ {0,3}\[[^\]]+\]:/m;
/**
 * A line that can only open a new top-level block: not indented (a continuation or indented
 * code), and not a list item, quote, table row or definition, which may belong to what is above.
 */
const STARTS_SECTION = /^[^\s\-*+>|\d[]/;

/**
 * Splits markdown at blank lines where what follows cannot belong to what precedes, so rendering
 * each section alone gives the same HTML as rendering the whole.
 */
export function splitIntoSections(source: string): string[] {
  if (DEFINITION.test(source)) return [source];
  const lines = source.split('\n');
  const sections: string[] = [];
  let current: string[] = [];
  let fence: string | null = null;
  lines.forEach((line, index) => {
    const marker = FENCE.exec(line)?.[1];
    if (fence) {
      if (
        marker &&
        marker[0] === fence[0] &&
        marker.length >= fence.length &&
        !line.trim().slice(marker.length).trim()
      )
        fence = null;
    } else if (marker) {
      fence = marker;
    }
    current.push(line);
    const next = lines[index + 1];
    if (!fence && line.trim() === '' && next !== undefined && STARTS_SECTION.test(next)) {
      sections.push(current.join('\n'));
      current = [];
    }
  });
  sections.push(current.join('\n'));
  return sections;
}
