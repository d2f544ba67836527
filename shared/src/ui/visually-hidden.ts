/**
 * Hides content from sight but not from screen readers. Sizes are strings on purpose: MUI's `sx`
 * reads a bare `1` as 100%, which once made a page scroll sideways.
 */
export const visuallyHiddenSx = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
