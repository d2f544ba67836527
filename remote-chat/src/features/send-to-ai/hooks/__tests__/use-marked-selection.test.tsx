import { act, renderHook } from '@testing-library/react';
import { readMarkedElement, useMarkedSelection } from '../use-marked-selection';

function selectContentsOf(element: Element) {
  const range = document.createRange();
  range.selectNodeContents(element);
  document.getSelection()!.removeAllRanges();
  document.getSelection()!.addRange(range);
}

describe('useMarkedSelection', () => {
  const originalRect = Range.prototype.getBoundingClientRect;

  beforeAll(() => {
    // jsdom does no layout; the hook only needs some rectangle to place the button.
    Range.prototype.getBoundingClientRect = () => ({ bottom: 40, left: 12 }) as DOMRect;
  });
  afterAll(() => {
    Range.prototype.getBoundingClientRect = originalRect;
  });
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML =
      '<article data-send-to-ai="Lesson one" data-send-to-ai-data="&lt;chart name=&quot;Ada&quot;&gt;"><p id="inside">The Sun moves a degree a day.</p></article>' +
      '<p id="outside">Not marked.</p>';
  });
  afterEach(() => {
    document.getSelection()!.removeAllRanges();
    jest.useRealTimers();
  });

  it('picks up a selection made before the hook mounted', () => {
    selectContentsOf(document.getElementById('inside')!);
    const { result } = renderHook(() => useMarkedSelection('[data-send-to-ai]', false));
    act(() => jest.advanceTimersByTime(250));
    expect(result.current.selection).toMatchObject({
      text: 'The Sun moves a degree a day.',
      context: 'Lesson one',
      data: '<chart name="Ada">',
    });
  });

  it('follows later selections and ignores text outside marked elements', () => {
    const { result } = renderHook(() => useMarkedSelection('[data-send-to-ai]', false));
    act(() => jest.advanceTimersByTime(250));
    expect(result.current.selection).toBeNull();

    act(() => {
      selectContentsOf(document.getElementById('inside')!);
      document.dispatchEvent(new Event('selectionchange'));
      jest.advanceTimersByTime(250);
    });
    expect(result.current.selection?.text).toBe('The Sun moves a degree a day.');

    act(() => {
      selectContentsOf(document.getElementById('outside')!);
      document.dispatchEvent(new Event('selectionchange'));
      jest.advanceTimersByTime(250);
    });
    expect(result.current.selection).toBeNull();
  });

  it('reads a whole marked element for "Ask AI about this", with its context and data', () => {
    const article = document.querySelector<HTMLElement>('[data-send-to-ai]')!;
    expect(readMarkedElement(article)).toMatchObject({
      text: 'The Sun moves a degree a day.',
      context: 'Lesson one',
      data: '<chart name="Ada">',
    });
    const empty = document.createElement('div');
    expect(readMarkedElement(empty)).toBeNull();
  });
});
