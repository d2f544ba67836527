import { compileLesson } from '../compile-lesson';
import { markdownToBlocks } from '../markdown-to-blocks';

const frontMatter = (quizAnswer = 'Two') => `---
title: A test lesson
summary: A lesson used to check the compiler.
minutes: 3
keyPoints:
  - First key point of the lesson.
  - Second key point of the lesson.
illustration:
  kind: zodiac-wheel
  caption: A wheel used only in this test.
quiz:
  - question: Pick two?
    options: [One, Two]
    answer: ${quizAnswer}
    explanation: Two is the answer here.
  - question: Pick one?
    options: [One, Two]
    answer: One
    explanation: One is the answer here.
  - question: Pick two again?
    options: [One, Two]
    answer: Two
    explanation: Two is the answer again.
---
`;

const compile = (source: string) =>
  compileLesson({ file: 'test.md', slug: 'test-lesson', moduleSlug: 'tests', source });

describe('compileLesson', () => {
  it('compiles front matter and Markdown into a lesson', () => {
    const lesson = compile(`${frontMatter()}Some **bold** text and a [link](?lesson=other).\n`);
    expect(lesson.quiz[0].answerIndex).toBe(1);
    expect(lesson.body).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'text', value: 'Some ' },
          { type: 'strong', children: [{ type: 'text', value: 'bold' }] },
          { type: 'text', value: ' text and a ' },
          { type: 'link', href: '?lesson=other', children: [{ type: 'text', value: 'link' }] },
          { type: 'text', value: '.' },
        ],
      },
    ]);
  });

  it('names the file and the problem when a quiz answer is not one of the options', () => {
    expect(() => compile(`${frontMatter('Three')}Text.\n`)).toThrow(
      /test\.md: front matter: .*answer "Three" must be exactly one of the options/s,
    );
  });

  it('rejects a lesson without a reading', () => {
    expect(() => compile(frontMatter())).toThrow(/no reading/);
  });
});

describe('markdownToBlocks', () => {
  it('keeps raw HTML as plain text, never as markup', () => {
    expect(markdownToBlocks('Hello <script>alert(1)</script>')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', value: 'Hello <script>alert(1)</script>' }] },
    ]);
  });

  it('refuses links with unsafe or unknown schemes', () => {
    expect(() => markdownToBlocks('[x](http://example.com)')).toThrow(/not allowed/);
    expect(() => markdownToBlocks('[x](javascript:alert(1))')).toThrow(/not allowed/);
    expect(() => markdownToBlocks('[y](data:text/html,hi)')).toThrow(/not allowed/);
  });

  it('refuses constructs the app does not render', () => {
    expect(() => markdownToBlocks('# Title')).toThrow(/## or ###/);
    expect(() => markdownToBlocks('![alt](https://example.com/a.png)')).toThrow(/an image/);
    expect(() => markdownToBlocks('```\ncode\n```')).toThrow(/a code block/);
    expect(() => markdownToBlocks('| a |\n|---|\n| 1 |')).toThrow(/a table/);
  });

  it('compiles nested lists and block quotes', () => {
    expect(markdownToBlocks('- a\n- b\n\n> quoted')).toEqual([
      {
        type: 'list',
        ordered: false,
        items: [
          [{ type: 'paragraph', children: [{ type: 'text', value: 'a' }] }],
          [{ type: 'paragraph', children: [{ type: 'text', value: 'b' }] }],
        ],
      },
      {
        type: 'blockquote',
        children: [{ type: 'paragraph', children: [{ type: 'text', value: 'quoted' }] }],
      },
    ]);
  });
});
