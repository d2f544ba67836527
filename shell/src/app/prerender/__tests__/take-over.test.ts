import { dropPrerenderAfterTakeOver, visiblePrerender } from '../take-over';

function setUp() {
  document.documentElement.className = '';
  document.head.innerHTML =
    '<style data-prerendered-style>body{background:#0b1026}</style><style data-emotion="css 1abc">.css-1abc{}</style>';
  document.body.innerHTML =
    '<div id="root"><div data-prerendered="/"><h1>Home</h1></div><div id="boot">Loading...</div></div>';
  return document.getElementById('root')!;
}

describe('prerender take-over', () => {
  it('finds the prerendered page unless the first script hid it', () => {
    const root = setUp();
    expect(visiblePrerender(root)?.textContent).toBe('Home');
    document.documentElement.classList.add('skip-prerender');
    expect(visiblePrerender(root)).toBeNull();
  });

  it('drops the global CSS once the page is replaced, and keeps the adopted component CSS', async () => {
    const root = setUp();
    dropPrerenderAfterTakeOver(root);
    await Promise.resolve();
    expect(document.querySelector('style[data-prerendered-style]')).not.toBeNull();
    root.replaceChildren(document.createElement('main')); // what React's first commit does
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelector('style[data-prerendered-style]')).toBeNull();
    expect(document.querySelector('style[data-emotion]')).not.toBeNull();
  });

  it('drops the global CSS at once when there is no prerendered page', () => {
    const root = setUp();
    root.innerHTML = '<div id="boot">Loading...</div>';
    dropPrerenderAfterTakeOver(root);
    expect(document.querySelector('style[data-prerendered-style]')).toBeNull();
  });
});
