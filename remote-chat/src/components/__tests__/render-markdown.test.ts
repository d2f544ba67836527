import { renderMarkdown } from '../markdown/render-markdown';

describe('renderMarkdown', () => {
  it('renders the usual markdown', () => {
    const html = renderMarkdown('# Sun\n\n**bold** and *italic*\n\n- one\n- two');
    expect(html).toContain('<h1>Sun</h1>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>italic</em>');
    expect(html).toContain('<li>one</li>');
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const html = renderMarkdown(
      'Hi <script>alert(1)</script><img src="x" onerror="alert(2)"> [click](javascript:alert(3)) <iframe src="https://e.test"></iframe>',
    );
    expect(html).not.toMatch(/<script|onerror|javascript:|<iframe/i);
  });

  it('wraps code blocks with a language label and a copy button, escaping the code', () => {
    const html = renderMarkdown('```ts\nconst a = "<b>";\n```');
    expect(html).toContain('data-copy-code');
    expect(html).toContain('class="md-code-lang">ts<');
    expect(html).toContain('const a = "&lt;b&gt;";');
  });

  it('opens links in a new tab without an opener', () => {
    const html = renderMarkdown('[Astro](https://example.com)');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
  });
});
