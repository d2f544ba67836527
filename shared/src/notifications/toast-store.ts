/** product §9: at most five toasts at once; a dismissed toast is removed five seconds later. */
export const TOAST_LIMIT = 5;
export const TOAST_REMOVE_DELAY_MS = 5000;
/** How long a toast stays open on its own before it dismisses itself. */
export const TOAST_AUTO_DISMISS_MS = 5000;

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before the toast dismisses itself; `null` keeps it until the user closes it. */
  durationMs?: number | null;
  /**
   * Toasts with the same key replace each other instead of stacking. Defaults to the title,
   * description and variant, so the same message raised twice (a retry loop, two components
   * reporting one failure) shows once.
   */
  dedupeKey?: string;
  /** One button in the toast, e.g. Undo; pressing it closes the toast. */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
  dedupeKey: string;
  /** How many times this message was raised while open: shown as "×3" rather than three toasts. */
  count: number;
  action?: ToastAction;
}

interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface ToastStore {
  show(input: ToastInput): string;
  dismiss(id?: string): void;
  getSnapshot(): readonly Toast[];
  subscribe(listener: () => void): () => void;
}

const defaultTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const dedupeKeyOf = (input: ToastInput): string =>
  input.dedupeKey ??
  JSON.stringify([input.title, input.description ?? '', input.variant ?? 'default']);

/**
 * A small external store (read with useSyncExternalStore) so any module, not only components,
 * can raise a toast. Newest first; showing a sixth drops the oldest; showing one that is already
 * open moves it to the top, counts it and restarts its timer instead of stacking a copy.
 */
export function createToastStore(timers: Timers = defaultTimers): ToastStore {
  let toasts: readonly Toast[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const pending = new Map<string, unknown>();

  const emit = () => listeners.forEach((listener) => listener());

  const schedule = (id: string, ms: number, action: () => void) => {
    const previous = pending.get(id);
    if (previous !== undefined) timers.clearTimeout(previous);
    pending.set(
      id,
      timers.setTimeout(() => {
        pending.delete(id);
        action();
      }, ms),
    );
  };

  const remove = (id: string) => {
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  };

  const dismissOne = (id: string) => {
    const target = toasts.find((toast) => toast.id === id);
    if (!target || !target.open) return;
    toasts = toasts.map((toast) => (toast.id === id ? { ...toast, open: false } : toast));
    schedule(id, TOAST_REMOVE_DELAY_MS, () => remove(id));
  };

  return {
    show(input) {
      const dedupeKey = dedupeKeyOf(input);
      const twin = toasts.find((toast) => toast.open && toast.dedupeKey === dedupeKey);
      let id: string;
      if (twin) {
        id = twin.id;
        toasts = toasts.filter((toast) => toast.id !== id);
      } else {
        counter += 1;
        id = `toast-${counter}`;
      }
      const toast: Toast = {
        id,
        title: input.title,
        description: input.description,
        variant: input.variant ?? 'default',
        open: true,
        dedupeKey,
        action: input.action,
        // A keyed toast that changes its words (progress) replaces itself; only a repeat counts.
        count:
          twin && twin.title === input.title && twin.description === input.description
            ? twin.count + 1
            : 1,
      };
      const dropped = toasts.slice(TOAST_LIMIT - 1);
      for (const old of dropped) {
        const handle = pending.get(old.id);
        if (handle !== undefined) timers.clearTimeout(handle);
        pending.delete(old.id);
      }
      toasts = [toast, ...toasts].slice(0, TOAST_LIMIT);
      const duration = input.durationMs === undefined ? TOAST_AUTO_DISMISS_MS : input.durationMs;
      if (duration !== null) {
        schedule(id, duration, () => {
          dismissOne(id);
          emit();
        });
      }
      emit();
      return id;
    },
    dismiss(id) {
      if (id) dismissOne(id);
      else toasts.forEach((toast) => dismissOne(toast.id));
      emit();
    },
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The one toast queue of the shell and every remote: `@astro/shared` is a federation singleton,
 * so a remote's `notify()` lands in the queue the shell's Toaster renders.
 */
export const toastStore = createToastStore();

/** Shows a toast from anywhere (components, API modules, event handlers); returns its id. */
export function notify(input: ToastInput): string {
  return toastStore.show(input);
}

export function dismissToast(id?: string): void {
  toastStore.dismiss(id);
}
