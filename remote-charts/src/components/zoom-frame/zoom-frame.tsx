import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { type PointerEvent, type ReactNode, useRef, useState } from 'react';
import { MAX_ZOOM, MIN_ZOOM, pinchZoom, scrollToKeep, zoomIn, zoomOut } from './zoom-steps';

/**
 * A drawing that can be enlarged with buttons or a two-finger pinch, and scrolled when enlarged.
 * On a phone the whole wheel fits the width only with labels a few pixels high; zooming in reads
 * them without the page itself zooming (and its text reflowing).
 */
export function ZoomFrame({ label, children }: { label: string; children: ReactNode }) {
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const box = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ zoom: number; distance: number } | null>(null);

  /** Changes the zoom around a point of the visible box (its centre by default). */
  const zoomTo = (next: number, focus?: { x: number; y: number }) => {
    const el = box.current;
    if (!el || next === zoom) return setZoom(next);
    const fx = focus?.x ?? el.clientWidth / 2;
    const fy = focus?.y ?? el.clientHeight / 2;
    const left = scrollToKeep(el.scrollLeft, fx, zoom, next);
    const top = scrollToKeep(el.scrollTop, fy, zoom, next);
    setZoom(next);
    requestAnimationFrame(() => el.scrollTo({ left, top }));
  };

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) pinch.current = { zoom, distance: distance() };
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pinch.current && pointers.current.size === 2) {
      const rect = box.current!.getBoundingClientRect();
      const [a, b] = [...pointers.current.values()];
      const focus = { x: (a!.x + b!.x) / 2 - rect.left, y: (a!.y + b!.y) / 2 - rect.top };
      zoomTo(pinchZoom(pinch.current.zoom, pinch.current.distance, distance()), focus);
    }
  };
  const onPointerEnd = (event: PointerEvent) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };

  return (
    <Box>
      <Box
        ref={box}
        role="group"
        aria-label={label}
        data-zoom={zoom.toFixed(2)}
        data-testid="zoom-frame"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        sx={{
          overflow: zoom > MIN_ZOOM ? 'auto' : 'hidden',
          // One finger still scrolls the page (or the enlarged drawing); two fingers are ours.
          touchAction: 'pan-x pan-y',
          maxHeight: zoom > MIN_ZOOM ? '85vh' : undefined,
        }}
      >
        <Box
          sx={{
            width: `${zoom * 100}%`,
            // Enlarged, the drawing may outgrow its own natural size cap.
            '& > svg': zoom > MIN_ZOOM ? { maxWidth: 'none !important' } : undefined,
          }}
        >
          {children}
        </Box>
      </Box>
      <Stack direction="row" spacing={0.5} sx={{ mt: 0.5, alignItems: 'center' }} data-print-hide>
        <IconButton
          aria-label="Zoom out"
          disabled={zoom <= MIN_ZOOM}
          onClick={() => zoomTo(zoomOut(zoom))}
        >
          <ZoomOut />
        </IconButton>
        <IconButton
          aria-label="Zoom in"
          disabled={zoom >= MAX_ZOOM}
          onClick={() => zoomTo(zoomIn(zoom))}
        >
          <ZoomIn />
        </IconButton>
        {zoom > MIN_ZOOM && (
          <Button size="small" onClick={() => zoomTo(MIN_ZOOM)}>
            Fit
          </Button>
        )}
      </Stack>
    </Box>
  );
}
