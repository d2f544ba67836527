import { act, render, screen } from '@testing-library/react';
import { BACK_TO_TOP_AFTER_PX, BackToTopButton } from '../back-to-top-button';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
}

describe('BackToTopButton', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    jest.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    scrollTo(0);
  });

  it('reads a page opened already scrolled one frame after mounting, not during the commit', () => {
    scrollTo(BACK_TO_TOP_AFTER_PX + 400);
    const scrollRead = jest.fn(() => BACK_TO_TOP_AFTER_PX + 400);
    Object.defineProperty(window, 'scrollY', { configurable: true, get: scrollRead });
    render(<BackToTopButton />);
    expect(scrollRead).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    act(() => frames.forEach((frame) => frame(0)));
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
  });

  it('appears after scrolling past the threshold and goes away back at the top', () => {
    render(<BackToTopButton />);
    act(() => frames.forEach((frame) => frame(0)));
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollTo(BACK_TO_TOP_AFTER_PX + 1);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
    scrollTo(0);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });
});
