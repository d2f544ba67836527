import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { THINKING_STEPS } from '../model/grok-models';

/** 'Thinking...' with the four progress steps, shown until the first token arrives. */
export function ThinkingIndicator({ step }: { step: number }) {
  return (
    <Stack role="status" aria-live="polite" spacing={0.75} sx={{ py: 1 }} data-testid="thinking">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <CircularProgress size={16} aria-hidden="true" />
        <Typography sx={{ fontWeight: 600 }}>Thinking...</Typography>
      </Stack>
      <Stack component="ol" spacing={0.25} sx={{ listStyle: 'none', m: 0, p: 0, pl: 0.5 }}>
        {THINKING_STEPS.map((label, index) => {
          const state = index < step ? 'done' : index === step ? 'current' : 'pending';
          return (
            <Stack
              component="li"
              key={label}
              direction="row"
              spacing={1}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
              sx={{
                alignItems: 'center',
                color: state === 'pending' ? 'text.secondary' : 'text.primary',
              }}
            >
              {state === 'done' ? (
                <CheckCircleOutlined fontSize="small" color="success" aria-hidden="true" />
              ) : state === 'current' ? (
                <CircularProgress size={14} thickness={6} aria-hidden="true" sx={{ mx: '3px' }} />
              ) : (
                <RadioButtonUnchecked fontSize="small" aria-hidden="true" />
              )}
              <Typography variant="body2">{label}</Typography>
            </Stack>
          );
        })}
      </Stack>
    </Stack>
  );
}
