export { toast, toastStore, type ToastInput } from './model/toast-store';
export { Toaster } from './components/toaster';
