export {
  createToastStore,
  dismissToast,
  notify,
  toastStore,
  TOAST_AUTO_DISMISS_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  type Toast,
  type ToastInput,
  type ToastStore,
  type ToastVariant,
} from './toast-store';
export { useNotify } from './use-notify';
export { Toaster } from './toaster';
