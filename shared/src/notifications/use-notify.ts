import { notify } from './toast-store';

/**
 * The toast function for components. It is the same `notify` any module may call: the queue is
 * global, so no provider is needed above the component.
 */
export function useNotify(): typeof notify {
  return notify;
}
