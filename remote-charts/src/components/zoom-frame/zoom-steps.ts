/** Zoom levels of a drawing: whole (1) up to four times, where a phone's labels read easily. */
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
const STEP = 1.5;

export const clampZoom = (zoom: number): number => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

export const zoomIn = (zoom: number): number => clampZoom(zoom * STEP);
export const zoomOut = (zoom: number): number => clampZoom(zoom / STEP);

/** The zoom after a two-finger gesture: scaled by how far the fingers moved apart. */
export function pinchZoom(startZoom: number, startDistance: number, distance: number): number {
  if (startDistance <= 0) return startZoom;
  return clampZoom(startZoom * (distance / startDistance));
}

/**
 * The scroll offset that keeps the point under `focus` (a position within the visible box, in
 * pixels) in place when the content grows from `from` to `to` times its size.
 */
export function scrollToKeep(scroll: number, focus: number, from: number, to: number): number {
  return Math.max(0, ((scroll + focus) * to) / from - focus);
}
