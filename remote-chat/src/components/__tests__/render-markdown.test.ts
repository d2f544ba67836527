import { renderMarkdown } from '../markdown/render-markdown';

/** Every element and attribute of the HTML, as the browser parses it. */
function parse(html: string) {
  const template = document.createElement('template');
  template.innerHTML = html;
  const elements = [...template.content.querySelectorAll('*')];
  return {
    tags: elements.map((e) => e.tagName.toLowerCase()),
    attributes: elements.flatMap((e) => [...e.attributes].map((a) => [a.name, a.value] as const)),
  };
}

describe('renderMarkdown', () => {
  it('renders the usual markdown', () => {
    const html = renderMarkdown('# Sun\n\n**bold** and *italic*\n\n- one\n- two');
    expect(html).toContain('<h1>Sun</h1>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>italic</em>');
    expect(html).toContain('<li>one</li>');
  });

  it('renders tables', () => {
    const html = renderMarkdown('| Planet | Sign |\n|---|---|\n| Sun | Leo |');
    expect(html).toContain('<th>Planet</th>');
    expect(html).toContain('<td>Leo</td>');
  });

  it('removes scripts, event handlers, frames and javascript: links; raw HTML stays text', () => {
    const html = renderMarkdown(
      'Hi <script>alert(1)</script><img src="x" onerror="alert(2)"> [click](javascript:alert(3)) <iframe src="https://e.test"></iframe>',
    );
    const { tags, attributes } = parse(html);
    expect(tags).toEqual(['p']);
    expect(attributes).toEqual([]);
    expect(html).toContain('&#x3C;script>');
  });

  it('wraps code blocks with a language label and a copy button, escaping the code', () => {
    const html = renderMarkdown('```ts\nconst a = "<b>";\n```');
    expect(html).toContain('data-copy-code');
    expect(html).toContain('class="md-code-lang">ts<');
    expect(parse(html).tags).not.toContain('b');
    expect(html).toContain('const a = "&#x3C;b>";');
  });

  it('opens links in a new tab without an opener', () => {
    const html = renderMarkdown('[Astro](https://example.com)');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
  });
});
