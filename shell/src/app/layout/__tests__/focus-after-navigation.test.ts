import { focusMainHeading } from '../focus-after-navigation';

function mainWith(html: string): HTMLElement {
  document.body.innerHTML = `<nav><a href="/app-details">App Details</a></nav><main id="main">${html}</main>`;
  return document.getElementById('main')!;
}

describe('focusMainHeading', () => {
  it('moves lost focus to the page heading, making it focusable', () => {
    const main = mainWith('<h1>Charts</h1><p>…</p>');
    expect(document.activeElement).toBe(document.body);
    expect(focusMainHeading(main)).toBe(true);
    const heading = main.querySelector('h1')!;
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('takes the focus from the top-bar link that led to the page', () => {
    const main = mainWith('<h1>App Details</h1>');
    document.querySelector<HTMLElement>('nav a')!.focus();
    focusMainHeading(main);
    expect(document.activeElement).toBe(main.querySelector('h1'));
  });

  it('leaves the focus where a page put it on purpose', () => {
    const main = mainWith('<h1>Sign in</h1><input aria-label="E-mail" />');
    main.querySelector('input')!.focus();
    focusMainHeading(main);
    expect(document.activeElement).toBe(main.querySelector('input'));
  });

  it('reports a page without a heading yet, so the caller can wait for it', () => {
    expect(focusMainHeading(mainWith('<div role="progressbar"></div>'))).toBe(false);
  });
});
