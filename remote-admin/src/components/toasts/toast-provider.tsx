import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

interface ShownToast extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
}

/** product §9: at most five toasts at once. */
const TOAST_LIMIT = 5;
const AUTO_DISMISS_MS = 5000;

type Notify = (toast: ToastInput) => void;
const ToastContext = createContext<Notify | null>(null);

/**
 * The admin pages' toasts. The shell keeps its own queue, which a remote cannot reach, so this is a
 * small local one: newest on top, five at most, each closing itself after five seconds.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const counter = useRef(0);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const notify = useCallback<Notify>(
    (input) => {
      counter.current += 1;
      const id = counter.current;
      setToasts((list) =>
        [
          {
            id,
            title: input.title,
            description: input.description,
            variant: input.variant ?? 'default',
          },
          ...list,
        ].slice(0, TOAST_LIMIT),
      );
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), AUTO_DISMISS_MS),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const value = useMemo(() => notify, [notify]);
  return (
    <ToastContext value={value}>
      {children}
      <Box
        role="region"
        aria-label="Admin notifications"
        sx={{
          position: 'fixed',
          right: 16,
          bottom: 16,
          zIndex: (theme) => theme.zIndex.snackbar,
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          width: 'min(360px, calc(100vw - 32px))',
          pointerEvents: 'none',
        }}
      >
        {toasts.map((toast) => (
          <Alert
            key={toast.id}
            role={toast.variant === 'destructive' ? 'alert' : 'status'}
            severity={toast.variant === 'destructive' ? 'error' : 'success'}
            variant="filled"
            onClose={() => dismiss(toast.id)}
            sx={{ pointerEvents: 'auto', boxShadow: 3 }}
          >
            <AlertTitle>{toast.title}</AlertTitle>
            {toast.description}
          </Alert>
        ))}
      </Box>
    </ToastContext>
  );
}

export function useToast(): Notify {
  const notify = use(ToastContext);
  if (!notify) throw new Error('useToast needs a ToastProvider above it');
  return notify;
}
