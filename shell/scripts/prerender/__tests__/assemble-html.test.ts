import {
  assemblePrerenderedHtml,
  emotionNames,
  extractStartupScripts,
  guardScript,
  makeControlsInert,
} from '../assemble-html';

// What html-webpack-plugin emits for the shell, minified.
const APP_HTML =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Astro</title>' +
  '<style>#boot{display:flex}</style>' +
  '<link rel=preload as=script href=/react.0123456789.js><link rel=preload as=script href=/mui.0123456789.js>' +
  '<script defer src=/main.0123456789.js></script></head>' +
  '<body><noscript>Astro needs JavaScript.</noscript><div id=root><div id=boot role=status>Loading...</div></div></body></html>';

const PAGE = {
  path: '/login',
  rootHtml:
    '<div class="css-1abc"><h1 class="css-2def">Sign in</h1><form><input id="e" class="css-3ghi"><button type="submit">Sign in</button></form><a href="/signup">Create an account</a></div>',
  css: 'body{background:#0b1026}',
  componentCss:
    '.css-1abc{display:flex}\n.css-2def{font-size:2rem}\n@media (min-width:600px){.css-3ghi:hover{color:red}}\n@keyframes animation-x1y2{0%{opacity:0}}',
};
const GUARD = { theme: 'space', themeStorageKey: 'theme' };

describe('extractStartupScripts', () => {
  it('takes the preload hints and entry scripts out, in order', () => {
    const { html, startup } = extractStartupScripts(APP_HTML);
    expect(startup).toEqual({
      preloads: ['/react.0123456789.js', '/mui.0123456789.js'],
      scripts: ['/main.0123456789.js'],
    });
    expect(html).not.toMatch(/<script[^>]*src|rel=preload/);
  });
});

describe('emotionNames', () => {
  it('lists each class and keyframes name once', () => {
    expect(emotionNames(PAGE.componentCss)).toEqual(['1abc', '2def', '3ghi', 'animation-x1y2']);
  });
});

describe('makeControlsInert', () => {
  it('marks form controls inert and leaves links working', () => {
    expect(makeControlsInert(PAGE.rootHtml)).toContain('<form inert=""><input inert="" id="e"');
    expect(makeControlsInert(PAGE.rootHtml)).toContain('<button inert="" type="submit">');
    expect(makeControlsInert(PAGE.rootHtml)).toContain('<a href="/signup">');
  });
});

describe('assemblePrerenderedHtml', () => {
  const html = assemblePrerenderedHtml(APP_HTML, PAGE, GUARD);

  it('puts the page in #root ahead of the start-up placeholder', () => {
    expect(html).toContain(
      '<div id="root"><div data-prerendered="/login"><div class="css-1abc"><h1 class="css-2def">Sign in</h1>',
    );
    expect(html).toMatch(/<\/div><div id=boot role=status>Loading...<\/div><\/div><\/body>/);
  });

  it('hands the component CSS to the style cache under its names, apart from the global CSS', () => {
    expect(html).toContain(
      '<style data-emotion="css 1abc 2def 3ghi animation-x1y2">.css-1abc{display:flex}',
    );
    expect(html).toMatch(/<style data-prerendered-style>[^<]*body\{background:#0b1026\}<\/style>/);
  });

  it('loads the scripts from the guard script only', () => {
    expect(html).not.toMatch(/<script[^>]*src=/);
    expect(html).toContain('/main.0123456789.js');
  });

  it('refuses HTML it cannot place the page in, or that already has one', () => {
    expect(() => assemblePrerenderedHtml('<html><body></body></html>', PAGE, GUARD)).toThrow(
      'no <div id="root">',
    );
    expect(() => assemblePrerenderedHtml(html, PAGE, GUARD)).toThrow('already prerendered');
  });
});

describe('guardScript', () => {
  const startup = { preloads: ['/react.0123456789.js'], scripts: ['/main.0123456789.js'] };
  const run = (path: string) => {
    window.history.pushState(null, '', path);
    new Function(guardScript('/login', GUARD, startup))();
  };
  const skipped = () => document.documentElement.classList.contains('skip-prerender');
  const loaded = () =>
    Array.from(document.head.querySelectorAll('script[src]'), (s) => s.getAttribute('src'));

  beforeEach(() => {
    document.documentElement.className = '';
    document.head.innerHTML = '';
    localStorage.clear();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('shows the page at its own path for a signed-out visitor in the default theme, loading the app after the paint', () => {
    run('/login/');
    expect(skipped()).toBe(false);
    expect(loaded()).toEqual([]);
    jest.runAllTimers(); // the animation frame, then the task after it
    expect(loaded()).toEqual(['/main.0123456789.js']);
    expect(document.head.querySelector('link[rel=preload]')?.getAttribute('href')).toBe(
      '/react.0123456789.js',
    );
  });

  it.each([
    ['another path', '/charts', () => undefined],
    ['another saved theme', '/login', () => localStorage.setItem('theme', 'light')],
    ['a saved session', '/login', () => localStorage.setItem('sb-local-auth-token', '{}')],
  ])('hides the page for %s and loads the app at once', (_case, path, arrange) => {
    arrange();
    run(path);
    expect(skipped()).toBe(true);
    expect(loaded()).toEqual(['/main.0123456789.js']);
  });

  it('keeps the page for a saved choice of the default theme', () => {
    localStorage.setItem('theme', 'space');
    run('/login');
    expect(skipped()).toBe(false);
  });
});
