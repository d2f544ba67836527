import { markdownToHast, type MarkdownUse } from '../pipeline';
import { markdownToHtml } from '../to-html';

const USES: MarkdownUse[] = ['announcement', 'answer', 'lesson'];

const XSS = [
  'Hi <script>alert(1)</script> there',
  '<img src=x onerror="alert(2)"> after',
  '[click](javascript:alert(3)) and [two](JAVASCRIPT:alert(4))',
  '<iframe src="https://evil.test"></iframe>',
  '<a href="https://evil.test" onclick="alert(5)">raw link</a>',
  '<div style="position:fixed" onmouseover="alert(6)">raw block</div>\n\nnext',
  '![pic](javascript:alert(7)) ![ok](x" onerror="alert(8))',
  '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '<svg><animate onbegin=alert(9) attributeName=x></svg>',
  '```\n<script>alert(10)</script>\n```',
].join('\n\n');

/** Every element and attribute of the output, as the browser sees it. */
function inspect(html: string) {
  const template = document.createElement('template');
  template.innerHTML = html;
  const elements = [...template.content.querySelectorAll('*')];
  return {
    tags: new Set(elements.map((e) => e.tagName.toLowerCase())),
    attributes: elements.flatMap((e) => [...e.attributes].map((a) => [a.name, a.value] as const)),
  };
}

describe.each(USES)('the %s pipeline', (use) => {
  it('leaves no script, frame, event handler or script URL in the output', () => {
    const { tags, attributes } = inspect(markdownToHtml(XSS, use));
    for (const tag of ['script', 'iframe', 'svg', 'div', 'object', 'embed', 'form', 'style'])
      if (!(use === 'answer' && tag === 'div')) expect(tags).not.toContain(tag);
    for (const [name, value] of attributes) {
      expect(name).not.toMatch(/^on|^style$|^srcdoc$/i);
      expect(value).not.toMatch(/^\s*(javascript|data|vbscript):/i);
    }
  });

  it('shows raw HTML as text, never as markup', () => {
    const html = markdownToHtml('<b onclick="x()">bold?</b> and *fine*', use);
    expect(inspect(html).tags).not.toContain('b');
    expect(html).toContain('&#x3C;b onclick="x()">');
    expect(html).toContain('<em>fine</em>');
  });

  it('keeps the words of a link whose target is unsafe, without the link', () => {
    const html = markdownToHtml('[bad](javascript:alert(1)) *fine*', use);
    expect(html).toBe('<p>bad <em>fine</em></p>');
  });
});

describe('what each use shows', () => {
  it('announcements: headings from h4, safe links in a new tab, code, lists, no images', () => {
    const html = markdownToHtml(
      '# Title\n\n## Sub\n\n**b** *i* `c` [site](https://astro.example) ![img](https://astro.example/a.png)\n\n- one\n- two\n\n```\ncode\n```',
      'announcement',
    );
    expect(html).toContain('<h4>Title</h4>');
    expect(html).toContain('<h5>Sub</h5>');
    expect(html).toContain('<strong>b</strong> <em>i</em> <code>c</code>');
    expect(html).toContain(
      '<a href="https://astro.example" target="_blank" rel="noopener noreferrer">site</a>',
    );
    expect(html).not.toContain('<img');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<pre><code>code\n</code></pre>');
  });

  it('answers: tables, images, line breaks and code blocks with a language bar and Copy', () => {
    const html = markdownToHtml(
      '| a | b |\n|---|---|\n| 1 | 2 |\n\nline one\nline two\n\n![sun](https://astro.example/s.png)\n\n```ts\nconst a = "<b>";\n```',
      'answer',
    );
    expect(html).toContain('<table>');
    expect(html).toContain('<td>1</td>');
    expect(html).toContain('line one<br>');
    expect(html).toContain('<img src="https://astro.example/s.png" alt="sun">');
    expect(html).toContain(
      '<div class="md-code"><div class="md-code-bar"><span class="md-code-lang">ts</span><button type="button" class="md-copy" data-copy-code="" aria-label="Copy code">Copy</button></div><pre><code class="language-ts">const a = "&#x3C;b>";',
    );
  });

  it('lessons: only https links and no images or tables', () => {
    const html = markdownToHtml(
      '[a](https://astro.example) [b](http://astro.example) [c](?lesson=x)\n\n![i](https://astro.example/i.png)\n\n| a |\n|---|\n| 1 |',
      'lesson',
    );
    expect(html).toContain('<a href="https://astro.example">a</a>');
    expect(html).toContain(' b ');
    expect(html).not.toContain('<a>');
    expect(html).toContain('<a href="?lesson=x">c</a>');
    expect(html).not.toMatch(/<img|<table/);
  });

  it('sets written prose with typographic quotes and dashes, but leaves answers as the model wrote them', () => {
    const text = '"Saturn\'s return" -- and the "why"...';
    expect(markdownToHtml(text, 'lesson')).toContain('“Saturn’s return” – and the “why”…');
    expect(markdownToHtml(text, 'announcement')).toContain('“Saturn’s return”');
    expect(markdownToHtml(text, 'answer')).toContain('"Saturn\'s return" --');
  });

  it('gives the same tree for the same text every time', () => {
    const source = '## Hi\n\n*there* [x](https://a.example)';
    expect(markdownToHast(source, 'announcement')).toEqual(markdownToHast(source, 'announcement'));
  });
});
