import IconButton from '@mui/material/IconButton';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DeferredTooltip, TOOLTIP_LOAD_DEADLINE_MS } from '../deferred-tooltip';

const idleTasks: { task: () => void; timeoutMs: number }[] = [];
jest.mock('@astro/shared', () => ({
  whenIdle: (task: () => void, timeoutMs: number) => {
    idleTasks.push({ task, timeoutMs });
    return () => undefined;
  },
}));

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

const tooltipLoaded = () => document.querySelector('[aria-label="All systems functional"][class]');

describe('DeferredTooltip', () => {
  beforeEach(() => {
    idleTasks.length = 0;
  });

  it('shows the element alone at first, and loads the tooltip once the page is idle', async () => {
    const button = renderIcon();
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(idleTasks).toHaveLength(1);
    expect(idleTasks[0]!.timeoutMs).toBe(TOOLTIP_LOAD_DEADLINE_MS);
    const before = button();
    act(() => idleTasks[0]!.task());
    await waitFor(() => expect(button()).not.toBe(before));
    expect(screen.queryByRole('tooltip')).toBeNull();
    // From now on the tooltip itself answers hover and focus.
    fireEvent.mouseOver(button());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('All systems functional');
    expect(tooltipLoaded()).not.toBeNull();
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
