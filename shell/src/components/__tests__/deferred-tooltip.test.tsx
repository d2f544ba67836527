import IconButton from '@mui/material/IconButton';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DeferredTooltip } from '../deferred-tooltip';

function renderIcon(onFocus = jest.fn()) {
  render(
    <DeferredTooltip title="All systems functional" describeChild={false}>
      <IconButton aria-label="All systems functional" onFocus={onFocus}>
        <span />
      </IconButton>
    </DeferredTooltip>,
  );
  return () => screen.getByRole('button', { name: 'All systems functional' });
}

describe('DeferredTooltip', () => {
  it('shows the element alone until someone points at it, then the tooltip answers', async () => {
    const button = renderIcon();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('tooltip')).toBeNull();
    const before = button();
    fireEvent.pointerEnter(before);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('All systems functional');
    // Wrapped in the tooltip now: a new node for the same button.
    expect(button()).not.toBe(before);
    // From now on the tooltip itself answers leaving and coming back.
    fireEvent.mouseLeave(button());
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    fireEvent.mouseOver(button());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('All systems functional');
  });

  it('loads on focus, keeps the focus on the element and opens, still calling its own handler', async () => {
    const onFocus = jest.fn();
    const button = renderIcon(onFocus);
    act(() => button().focus());
    expect(onFocus).toHaveBeenCalled();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('All systems functional');
    expect(document.activeElement).toBe(button());
    // Closing is the tooltip's own business from here (jsdom cannot tell keyboard focus apart).
    fireEvent.mouseLeave(button());
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('stays closed when the pointer left before the code arrived', async () => {
    const button = renderIcon();
    const before = button();
    fireEvent.pointerEnter(before);
    fireEvent.pointerLeave(before);
    await waitFor(() => expect(button()).not.toBe(before));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
