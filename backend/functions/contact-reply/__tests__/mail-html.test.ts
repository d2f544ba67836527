import { textMailToHtml } from '../mail-html';

describe('textMailToHtml', () => {
  it('escapes what a visitor typed and keeps paragraphs, line breaks and the quote', () => {
    const html = textMailToHtml(
      'Hello <b>Ann</b>,\n\nThanks & see https://example.com/help?a=1\nBye\n\n> Subject\n>\n> <script>x</script>',
    );
    expect(html).toContain('<p>Hello &lt;b&gt;Ann&lt;/b&gt;,</p>');
    expect(html).toContain(
      '<p>Thanks &amp; see <a href="https://example.com/help?a=1">https://example.com/help?a=1</a><br>Bye</p>',
    );
    expect(html).toMatch(
      /<blockquote[^>]*>Subject<br><br>&lt;script&gt;x&lt;\/script&gt;<\/blockquote>/,
    );
    expect(html).not.toContain('<script>');
  });
});
