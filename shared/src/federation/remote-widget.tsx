import { loadRemote } from '@module-federation/enhanced/runtime';
import { Component, lazy, Suspense, type ComponentType, type ErrorInfo, type ReactNode } from 'react';

type AnyProps = Record<string, unknown>;

const lazyWidgets = new Map<string, ComponentType<AnyProps>>();

/** Marker the shell's errorLoadRemote plugin puts on the fallback module of a remote that is down. */
export const REMOTE_UNAVAILABLE = '__remoteUnavailable';

/**
 * Loads a widget another remote exposes (e.g. 'chat/SendToAi'). If that remote is down, or its
 * module has no usable default export, `Fallback` renders instead: the page using it keeps working.
 */
function lazyRemote(id: string, Fallback: ComponentType<AnyProps>): ComponentType<AnyProps> {
  const key = `${id}::${Fallback.displayName ?? Fallback.name}`;
  let widget = lazyWidgets.get(key);
  if (!widget) {
    widget = lazy(async () => {
      try {
        const module = await loadRemote<{ default?: ComponentType<AnyProps> } & Record<string, unknown>>(id);
        if (module && !module[REMOTE_UNAVAILABLE] && typeof module.default === 'function') {
          return { default: module.default };
        }
      } catch (error) {
        console.warn(`Remote widget ${id} is unavailable`, error);
      }
      return { default: Fallback };
    });
    lazyWidgets.set(key, widget);
  }
  return widget;
}

class WidgetBoundary extends Component<{ fallback: ReactNode; id: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn(`Remote widget ${this.props.id} failed while rendering`, error, info.componentStack);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface RemoteWidgetProps<P extends AnyProps> {
  /** Federation id, '<remote>/<exposed name>'. */
  id: string;
  props?: P;
  /** Rendered while loading and when the remote is unavailable; null renders nothing. */
  fallback?: ComponentType<P> | null;
}

export function RemoteWidget<P extends AnyProps>({ id, props, fallback = null }: RemoteWidgetProps<P>) {
  const Fallback = (fallback ?? NothingFallback) as ComponentType<AnyProps>;
  const Widget = lazyRemote(id, Fallback);
  const fallbackElement = <Fallback {...(props ?? {})} />;
  return (
    <WidgetBoundary id={id} fallback={fallbackElement}>
      <Suspense fallback={fallbackElement}>
        <Widget {...(props ?? {})} />
      </Suspense>
    </WidgetBoundary>
  );
}

function NothingFallback() {
  return null;
}
