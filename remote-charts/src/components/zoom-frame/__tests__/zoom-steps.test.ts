import {
  clampZoom,
  MAX_ZOOM,
  MIN_ZOOM,
  pinchZoom,
  scrollToKeep,
  zoomIn,
  zoomOut,
} from '../zoom-steps';

describe('zoom steps', () => {
  it('steps in and out within the limits', () => {
    expect(zoomIn(1)).toBe(1.5);
    expect(zoomOut(1.5)).toBe(1);
    expect(zoomOut(MIN_ZOOM)).toBe(MIN_ZOOM);
    expect(zoomIn(3.5)).toBe(MAX_ZOOM);
    expect(clampZoom(0.2)).toBe(MIN_ZOOM);
  });

  it('follows the fingers of a pinch', () => {
    expect(pinchZoom(1, 100, 250)).toBe(2.5);
    expect(pinchZoom(2, 200, 100)).toBe(1);
    expect(pinchZoom(2, 0, 100)).toBe(2);
  });

  it('keeps the point under the fingers or the centre in place', () => {
    // A point 100 px into an unscrolled box, at twice the size, sits 200 px in: scroll by 100.
    expect(scrollToKeep(0, 100, 1, 2)).toBe(100);
    // Back to the whole drawing: nothing left to scroll.
    expect(scrollToKeep(100, 100, 2, 1)).toBe(0);
  });
});
