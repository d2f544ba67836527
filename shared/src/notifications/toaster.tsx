import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useSyncExternalStore } from 'react';
import { visuallyHiddenSx } from '../ui/visually-hidden';
import { toastStore } from './toast-store';

/**
 * Fixed toast viewport: top on phones, bottom-right on wider screens, above the floating controls.
 * The shell renders one; so does a remote's standalone harness.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getSnapshot,
    toastStore.getSnapshot,
  );
  const visible = toasts.filter((toast) => toast.open);
  return (
    <Box
      component="section"
      aria-label="Notifications"
      sx={{
        position: 'fixed',
        zIndex: 1500,
        top: { xs: 8, sm: 'auto' },
        bottom: { xs: 'auto', sm: 96 },
        right: { xs: 8, sm: 16 },
        left: { xs: 8, sm: 'auto' },
        width: { sm: 380 },
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        pointerEvents: 'none',
      }}
    >
      {visible.map((toast) => {
        const destructive = toast.variant === 'destructive';
        const success = toast.variant === 'success';
        return (
          <Box
            key={toast.id}
            role={destructive ? 'alert' : 'status'}
            data-variant={toast.variant}
            sx={{
              pointerEvents: 'auto',
              display: 'flex',
              alignItems: 'flex-start',
              gap: 1,
              p: 2,
              borderRadius: 2,
              boxShadow: 6,
              border: 1,
              borderColor: destructive ? '#5c0f0b' : success ? 'success.main' : 'divider',
              borderLeftWidth: success ? 4 : 1,
              // Fixed colours: the destructive variant must stay readable (≥4.5:1) in every theme.
              bgcolor: destructive ? '#8c1d18' : 'background.paper',
              color: destructive ? '#ffffff' : 'text.primary',
            }}
          >
            <Box sx={{ flexGrow: 1 }}>
              <Typography component="p" sx={{ fontWeight: 700 }}>
                {toast.title}
                {toast.count > 1 && (
                  <Box component="span" data-toast-count={toast.count}>
                    <Box
                      component="span"
                      aria-hidden="true"
                      sx={{ ml: 1, fontWeight: 400, opacity: 0.85 }}
                    >
                      ×{toast.count}
                    </Box>
                    <Box component="span" sx={visuallyHiddenSx}>
                      {` (${toast.count} times)`}
                    </Box>
                  </Box>
                )}
              </Typography>
              {toast.description && <Typography variant="body2">{toast.description}</Typography>}
            </Box>
            {toast.action && (
              <Button
                size="small"
                variant="outlined"
                color="inherit"
                onClick={() => {
                  toast.action!.onClick();
                  toastStore.dismiss(toast.id);
                }}
                sx={{ alignSelf: 'center', flexShrink: 0 }}
              >
                {toast.action.label}
              </Button>
            )}
            <IconButton
              size="small"
              aria-label="Dismiss notification"
              onClick={() => toastStore.dismiss(toast.id)}
              sx={{ color: 'inherit' }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        );
      })}
    </Box>
  );
}
