/**
 * One announcement text and the tree users see for it, for the tests of every view that shows
 * announcements (the bell's panel, the admin preview): equal trees prove they render alike.
 */
export const ANNOUNCEMENT_SAMPLE = [
  '# New **moon** report',
  '',
  'Read *carefully*: `v2.2.5` is out. See [the notes](https://astro.example/notes).',
  '',
  '- first',
  '- second',
  '',
  '1. one',
  '2. two',
  '',
  '```',
  'code',
  '```',
  '',
  '<img src=x onerror="alert(1)"> [bad](javascript:alert(1))',
].join('\n');

export const ANNOUNCEMENT_SAMPLE_TREE = [
  '<h4>New <strong>moon</strong> report</h4>',
  '<p>Read <em>carefully</em>: <code>v2.2.5</code> is out. See <a href="https://astro.example/notes" target="_blank" rel="noopener noreferrer">the notes</a>.</p>',
  '<ul>',
  '<li>first</li>',
  '<li>second</li>',
  '</ul>',
  '<ol>',
  '<li>one</li>',
  '<li>two</li>',
  '</ol>',
  '<pre><code>code',
  '</code></pre>',
  '<p>&lt;img src=x onerror="alert(1)"&gt; bad</p>',
].join('\n');

/** The markdown tree a view shows, without its styling classes. */
export async function shownAnnouncementTree(container: HTMLElement): Promise<string> {
  const { waitFor } = await import('@testing-library/react');
  let root: Element | null = null;
  await waitFor(() => {
    root = container.querySelector('.markdown-content');
    if (!root) throw new Error('the markdown has not rendered yet');
  });
  const copy = (root as unknown as Element).cloneNode(true) as Element;
  copy.querySelectorAll('[class]').forEach((element) => element.removeAttribute('class'));
  return copy.innerHTML;
}
