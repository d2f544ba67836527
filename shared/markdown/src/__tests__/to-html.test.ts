import { toHtml } from 'hast-util-to-html';
import { markdownToHast } from '../pipeline';
import { splitIntoSections } from '../split-into-sections';
import { markdownToHtml } from '../to-html';

const SAMPLES = [
  '# Sun\n\nIntro *text*.\n\nNext paragraph\nwith a break.\n\n## Moon\n\nMore.',
  '- a\n\n- b\n\n  continued\n\n1. one\n\n2. two\n\nAfter.',
  '```md\n# not a heading\n\nstill code\n```\n\nText after.\n\n~~~\n\n```\n\n~~~\n\nEnd.',
  '| a | b |\n|---|---|\n| 1 | 2 |\n\nBelow the table.\n\n> quote\n\n> more quote\n\nLast.',
  'See [the notes][n] and a footnote[^1].\n\nOther.\n\n[n]: https://astro.example\n[^1]: The note.',
  '    indented code\n\n    more code\n\nText.',
  'Partial answer being **stre',
];

describe('markdownToHtml', () => {
  it.each(SAMPLES)('renders %j section by section exactly as a whole', (source) => {
    expect(markdownToHtml(source, 'answer')).toBe(toHtml(markdownToHast(source, 'answer')));
  });

  it('splits a long answer into sections, and never inside a code block', () => {
    expect(splitIntoSections('# A\n\ntext\n\n```\ncode\n\nmore\n```\n\n## B')).toEqual([
      '# A\n',
      'text\n',
      '```\ncode\n\nmore\n```\n',
      '## B',
    ]);
  });
});
