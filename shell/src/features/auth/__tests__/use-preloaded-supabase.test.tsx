import { fireEvent, render } from '@testing-library/react';
import { usePreloadedSupabase } from '../hooks/use-preloaded-supabase';

const loadSupabase = jest.fn(() => Promise.resolve({}));
jest.mock('@astro/shared', () => ({ loadSupabase: () => loadSupabase() }));

function Form() {
  usePreloadedSupabase();
  return <input aria-label="E-mail" />;
}

beforeEach(() => loadSupabase.mockClear());

describe('usePreloadedSupabase', () => {
  it('loads the client when the visitor starts on the form, not when it shows', () => {
    const { getByLabelText } = render(<Form />);
    expect(loadSupabase).not.toHaveBeenCalled();
    fireEvent.focusIn(getByLabelText('E-mail'));
    fireEvent.keyDown(getByLabelText('E-mail'), { key: 'a' });
    expect(loadSupabase).toHaveBeenCalledTimes(1);
  });

  it('stops listening when the form goes away', () => {
    const { unmount } = render(<Form />);
    unmount();
    fireEvent.pointerDown(document.body);
    expect(loadSupabase).not.toHaveBeenCalled();
  });
});
