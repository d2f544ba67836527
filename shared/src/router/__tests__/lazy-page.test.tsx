import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { isPreloadable, lazyPage } from '../lazy-page';

const Greeting = () => <p>Hello, Saturn</p>;

function renderPage(Page: ReturnType<typeof lazyPage>) {
  return render(
    <Suspense fallback={<p>Loading...</p>}>
      <Page />
    </Suspense>,
  );
}

describe('lazyPage', () => {
  it('renders a preloaded page at once, without the fallback', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Greeting }));
    const Page = lazyPage(load);
    await Page.preload();
    renderPage(Page);
    expect(screen.getByText('Hello, Saturn')).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends like React.lazy when nothing was preloaded', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: Greeting }));
    renderPage(Page);
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByText('Hello, Saturn')).toBeTruthy();
  });

  it('tries the download again after a failed preload', async () => {
    const load = jest
      .fn<Promise<{ default: typeof Greeting }>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Greeting });
    const Page = lazyPage(load);
    await expect(Page.preload()).rejects.toThrow('offline');
    await act(() => Page.preload());
    renderPage(Page);
    expect(screen.getByText('Hello, Saturn')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is recognised as preloadable, unlike other components', () => {
    expect(isPreloadable(lazyPage(() => Promise.resolve({ default: Greeting })))).toBe(true);
    expect(isPreloadable(Greeting)).toBe(false);
    expect(isPreloadable(undefined)).toBe(false);
  });
});
