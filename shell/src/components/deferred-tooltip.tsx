import type { TooltipProps } from '@mui/material/Tooltip';
import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
} from 'react';

type TooltipComponent = ComponentType<TooltipProps>;

const loadTooltip = () =>
  import(/* webpackChunkName: "tooltip" */ '@mui/material/Tooltip').then(
    (module) => module.default as TooltipComponent,
  );

const FOCUSABLE = 'button, a[href], input, select, textarea, [tabindex]';

export type DeferredTooltipProps = Pick<TooltipProps, 'title' | 'describeChild'> & {
  children: ReactElement;
};

/**
 * MUI's Tooltip, loaded and mounted when someone first points at or focuses its element. Mounted
 * with the page, a Tooltip costs a download (it brings Popper) and a second render of the whole
 * page in the first commit (it keeps its child's node in state, set from a ref). Until then the
 * element is shown alone and carries its own accessible name.
 */
export function DeferredTooltip({ title, describeChild, children }: DeferredTooltipProps) {
  const [Tooltip, setTooltip] = useState<TooltipComponent | null>(null);
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLSpanElement>(null);
  // Whether the pointer or focus is on the element when the code arrives.
  const wanted = useRef(false);
  const hadFocus = useRef(false);
  const loading = useRef(false);

  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    void loadTooltip()
      .then((component) => {
        // Wrapped in the tooltip, the element is a new node: the focus is handed on below.
        hadFocus.current = box.current?.contains(document.activeElement) ?? false;
        setTooltip(() => component);
        setOpen(wanted.current);
      })
      .catch(() => {
        // Offline with the code not cached: the element keeps working without its tooltip.
        loading.current = false;
      });
  }, []);
  const want = useCallback(() => {
    wanted.current = true;
    load();
  }, [load]);
  const unwant = useCallback(() => {
    wanted.current = false;
  }, []);

  useLayoutEffect(() => {
    if (!Tooltip || !hadFocus.current) return;
    hadFocus.current = false;
    box.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [Tooltip]);

  return (
    // No box of its own: the element lays out as if the wrapper were not there.
    <span
      ref={box}
      style={{ display: 'contents' }}
      onPointerEnter={Tooltip ? undefined : want}
      onPointerLeave={Tooltip ? undefined : unwant}
      onFocus={Tooltip ? undefined : want}
      onBlur={Tooltip ? undefined : unwant}
    >
      {Tooltip ? (
        <Tooltip
          title={title}
          describeChild={describeChild}
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
        >
          {children}
        </Tooltip>
      ) : (
        children
      )}
    </span>
  );
}
