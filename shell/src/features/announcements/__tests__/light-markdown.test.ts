import { parseLightMarkdown, safeHref } from '../model/light-markdown';

describe('parseLightMarkdown', () => {
  it('parses headings, emphasis, code and lists', () => {
    const blocks = parseLightMarkdown(
      '## New **moon** report\n\nRead *carefully*: `v2.2.5` is out.\n\n- first\n- second\n\n1. one\n2. two',
    );
    expect(blocks).toEqual([
      { kind: 'heading', level: 2, children: [{ kind: 'text', text: 'New ' }, { kind: 'strong', children: [{ kind: 'text', text: 'moon' }] }, { kind: 'text', text: ' report' }] },
      {
        kind: 'paragraph',
        children: [
          { kind: 'text', text: 'Read ' },
          { kind: 'em', children: [{ kind: 'text', text: 'carefully' }] },
          { kind: 'text', text: ': ' },
          { kind: 'code', text: 'v2.2.5' },
          { kind: 'text', text: ' is out.' },
        ],
      },
      { kind: 'list', ordered: false, items: [[{ kind: 'text', text: 'first' }], [{ kind: 'text', text: 'second' }]] },
      { kind: 'list', ordered: true, items: [[{ kind: 'text', text: 'one' }], [{ kind: 'text', text: 'two' }]] },
    ]);
  });

  it('keeps http(s) and mailto links only', () => {
    const [block] = parseLightMarkdown(
      '[site](https://astro.example/a) [mail](mailto:help@astro.example) [bad](javascript:alert(1)) [rel](/admin)',
    );
    expect(block).toMatchObject({ kind: 'paragraph' });
    const links = block!.kind === 'paragraph' ? block!.children.filter((c) => c.kind === 'link') : [];
    expect(links.map((l) => l.kind === 'link' && l.href)).toEqual(['https://astro.example/a', 'mailto:help@astro.example']);
    expect(JSON.stringify(block)).not.toContain('javascript');
  });

  it('treats raw HTML as plain text', () => {
    expect(parseLightMarkdown('<img src=x onerror=alert(1)> hi')).toEqual([
      { kind: 'paragraph', children: [{ kind: 'text', text: '<img src=x onerror=alert(1)> hi' }] },
    ]);
  });

  it('keeps fenced code verbatim', () => {
    expect(parseLightMarkdown('```\n**not bold**\n```')).toEqual([{ kind: 'codeblock', text: '**not bold**' }]);
  });
});

describe('safeHref', () => {
  it('rejects other schemes and relative URLs', () => {
    expect(safeHref('data:text/html,hi')).toBeNull();
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref(' https://ok.example ')).toBe('https://ok.example/');
  });
});
