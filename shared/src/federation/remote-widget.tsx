import { loadRemoteModule } from './remote-module-loader';
import type { RemoteWidgets, WidgetId } from './widgets';
import {
  Component,
  createElement,
  Suspense,
  use,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';

type AnyProps = Record<string, unknown>;

const widgetModules = new Map<string, Promise<ComponentType<AnyProps> | null>>();

/** Marker the shell's errorLoadRemote plugin puts on the fallback module of a remote that is down. */
export const REMOTE_UNAVAILABLE = '__remoteUnavailable';

/**
 * Loads a widget another remote exposes (e.g. 'astro_chat/SendToAi') once per page. Resolves to null
 * when that remote is down or exposes nothing usable, so the caller can fall back.
 */
function loadWidget(id: string): Promise<ComponentType<AnyProps> | null> {
  let widget = widgetModules.get(id);
  if (!widget) {
    widget = loadRemoteModule(id).then(
      (loaded) => {
        const module = loaded as
          ({ default?: unknown } & Record<string, unknown>) | null | undefined;
        return module && !module[REMOTE_UNAVAILABLE] && typeof module.default === 'function'
          ? (module.default as ComponentType<AnyProps>)
          : null;
      },
      (error: unknown) => {
        console.warn(`Remote widget ${id} is unavailable`, error);
        return null;
      },
    );
    widgetModules.set(id, widget);
  }
  return widget;
}

function LoadedWidget({
  id,
  props,
  Fallback,
}: {
  id: string;
  props: AnyProps;
  Fallback: ComponentType<AnyProps>;
}) {
  const Widget = use(loadWidget(id));
  // The component comes from a per-page cache, not from this render, so its state is kept.
  return Widget ? createElement(Widget, props) : <Fallback {...props} />;
}

class WidgetBoundary extends Component<
  { fallback: ReactNode; id: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn(
      `Remote widget ${this.props.id} failed while rendering`,
      error,
      info.componentStack,
    );
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface RemoteWidgetProps<Id extends WidgetId> {
  /** Federation id, '<remote>/<exposed name>', as the widget contract declares it. */
  id: Id;
  props?: RemoteWidgets[Id];
  /** Rendered while loading and when the remote is unavailable; null renders nothing. */
  fallback?: ComponentType<RemoteWidgets[Id]> | null;
}

export function RemoteWidget<Id extends WidgetId>({
  id,
  props,
  fallback = null,
}: RemoteWidgetProps<Id>) {
  const Fallback = (fallback ?? NothingFallback) as ComponentType<AnyProps>;
  const widgetProps: AnyProps = { ...props };
  const fallbackElement = <Fallback {...widgetProps} />;
  return (
    <WidgetBoundary id={id} fallback={fallbackElement}>
      <Suspense fallback={fallbackElement}>
        <LoadedWidget id={id} props={widgetProps} Fallback={Fallback} />
      </Suspense>
    </WidgetBoundary>
  );
}

function NothingFallback() {
  return null;
}
